import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useViewer } from '../../../lib/viewer.tsx';
import { notificationsStore } from '../api/notifications-store.ts';

/** Keeps the notification store (list + stream) running while someone is signed in. Renders nothing. */
export default function NotificationsLive() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const userId = viewer.status === 'signed-in' ? (viewer.user?.id ?? null) : null;
  useEffect(() => {
    notificationsStore.setNavigator((to) => navigate(to));
  }, [navigate]);
  useEffect(() => {
    if (userId) notificationsStore.start(userId);
    else notificationsStore.stop();
  }, [userId]);
  useEffect(() => () => notificationsStore.stop(), []);
  return null;
}
