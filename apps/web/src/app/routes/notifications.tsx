import { PageHeader } from '../../components/ui/page-header.tsx';
import { AdminSendNotification } from '../../features/notifications/components/admin-send-notification.tsx';
import { NotificationsHistory } from '../../features/notifications/components/notifications-page.tsx';
import { useViewer } from '../../lib/viewer.tsx';

/** /notifications: the signed-in user's history; admins also get the send form (decision 182). */
export default function NotificationsPage() {
  const viewer = useViewer();
  return (
    <>
      <PageHeader eyebrow="Account" title="Notifications" lead="Everything we have told you, newest first." />
      <div className="container-page grid gap-10 py-10">
        <section aria-labelledby="history-heading">
          <h2 id="history-heading" className="sr-only">
            Your notifications
          </h2>
          <NotificationsHistory />
        </section>
        {viewer.isAdmin && (
          <section aria-label="Admin">
            <AdminSendNotification />
          </section>
        )}
      </div>
    </>
  );
}
