import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { Alert } from './alert.tsx';
import { Spinner } from './spinner.tsx';

/**
 * A fetched list's four states in the order a reader meets them: the failure (the API's message in
 * an alert), loading, nothing to show (a dashed box with `empty`), else the rows. `children` is a
 * function so the rows are only built once there is data.
 */
export const FetchedList = ({
  isError,
  error,
  isPending,
  isEmpty,
  empty,
  children,
}: {
  isError: boolean;
  error: unknown;
  isPending: boolean;
  isEmpty: boolean;
  empty: ReactNode;
  children: () => ReactNode;
}) =>
  isError ? (
    <Alert tone="danger" role="alert">
      {errorMessage(error)}
    </Alert>
  ) : isPending ? (
    <Spinner />
  ) : isEmpty ? (
    <p className="rounded-xl border border-dashed border-line-strong p-8 text-center text-ink-muted">{empty}</p>
  ) : (
    children()
  );
