import type { PageProps } from '../pages.ts';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SessionHubManager } from '../../features/member-area/components/session-hub-manager.tsx';

/** /admin/session-hub: schedule live sessions. */
export default function AdminSessionHubPage({ route }: PageProps) {
  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title={route.heading}
        lead="Schedule live sessions. Members see them on their dashboard and in the Content Hub, RSVP, and get reminders."
      >
        <Link to="/admin/dashboard" className="mt-4 inline-block text-sm font-medium text-navy-700 underline underline-offset-4">
          Back to the admin console
        </Link>
      </PageHeader>
      <div className="container-page py-10">
        <SessionHubManager />
      </div>
    </>
  );
}
