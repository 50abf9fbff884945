import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

/** A hub item or learning path that could not be opened: why, and the way back to the Content Hub. */
export const NotAvailable = ({ title, error }: { title: string; error: unknown }) => (
  <Alert tone="danger" title={title}>
    <p>{errorMessage(error)}</p>
    <Link to="/content" className="mt-2 inline-block underline">
      Back to the Content Hub
    </Link>
  </Alert>
);
