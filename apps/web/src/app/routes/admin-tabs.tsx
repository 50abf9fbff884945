import type { ComponentType } from 'react';
import { AdminAuditLog, AdminContent, AdminOverview, AdminUsers } from '../../features/member-area/components/admin-console.tsx';
import { AdminLearningPaths } from '../../features/member-area/components/admin-learning-paths.tsx';
import { ModerationQueue } from '../../features/community/components/moderation-queue.tsx';
import { AdminInbox } from '../../features/contact/components/admin-inbox.tsx';
import { AdminSendNotification } from '../../features/notifications/components/admin-send-notification.tsx';
import { AdminTrials } from '../../features/membership/components/admin-trials.tsx';
import { AdminNewsletter } from '../../features/newsletter/components/admin-newsletter.tsx';
import { AdminFirms } from '../../features/firms/components/admin-firms.tsx';

export type AdminTabProps = { isSuperAdmin: boolean };
export type AdminTab = { value: string; label: string; Component: ComponentType<AdminTabProps> };

/** The admin console's sections, in order; each feature contributes its own component. */
export const ADMIN_TABS: AdminTab[] = [
  { value: 'overview', label: 'Overview', Component: AdminOverview },
  { value: 'users', label: 'Users', Component: ({ isSuperAdmin }) => <AdminUsers canManageAdmins={isSuperAdmin} /> },
  { value: 'firms', label: 'Firms', Component: AdminFirms },
  { value: 'inbox', label: 'Inbox', Component: AdminInbox },
  { value: 'moderation', label: 'Moderation', Component: () => <ModerationQueue headingLevel={3} /> },
  { value: 'content', label: 'Content Hub', Component: AdminContent },
  { value: 'learning-paths', label: 'Learning paths', Component: AdminLearningPaths },
  { value: 'notify', label: 'Send notification', Component: AdminSendNotification },
  { value: 'newsletter', label: 'Newsletter', Component: AdminNewsletter },
  { value: 'trials', label: 'Trials', Component: AdminTrials },
  { value: 'audit', label: 'Audit log', Component: AdminAuditLog },
];
