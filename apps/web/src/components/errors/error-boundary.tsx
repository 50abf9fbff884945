import { MESSAGES } from '@awc/domain';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../ui/button.tsx';

type Props = { children: ReactNode /** Changing this (the path) clears a shown error. */; resetKey?: string };
type State = { error: Error | null };

const isChunkLoadError = (error: Error) =>
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(error.message);

/** The render-error fallback of spec §2: 'Something went wrong', 'Go to Dashboard', 'Try Again'. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
  }

  override componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  retry = () => {
    // A missing chunk (a new release replaced it) only comes back with a fresh page.
    if (this.state.error && isChunkLoadError(this.state.error)) window.location.reload();
    else this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorFallback onRetry={this.retry} />;
  }
}

export const ErrorFallback = ({ onRetry }: { onRetry: () => void }) => (
  <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center" role="alert">
    <p className="eyebrow">Error</p>
    <h1 className="mt-3 text-3xl font-semibold text-navy-900">{MESSAGES.renderError}</h1>
    <p className="mt-3 max-w-md text-ink-muted">
      The page hit a problem it could not recover from. Your data is safe. Try again, or head back to your dashboard.
    </p>
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <Link to="/dashboard" className={buttonClasses('secondary')}>
        Go to Dashboard
      </Link>
      <Button onClick={onRetry}>Try Again</Button>
    </div>
  </div>
);
