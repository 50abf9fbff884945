import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';

export const NotFoundPage = () => (
  <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
    <p className="font-serif text-7xl font-semibold text-brass-500" aria-hidden="true">
      404
    </p>
    <h1 className="mt-4 text-3xl font-semibold text-navy-900">Page not found</h1>
    <p className="mt-3 max-w-md text-ink-muted">We could not find that page. It may have moved, or the address may be mistyped.</p>
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <Link to="/" className={buttonClasses('primary')}>
        Back to home
      </Link>
      <Link to="/tools" className={buttonClasses('secondary')}>
        Explore the tools
      </Link>
    </div>
  </div>
);

export default NotFoundPage;
