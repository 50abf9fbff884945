import { useSyncExternalStore } from 'react';
import { type NotificationsState, notificationsStore } from './notifications-store.ts';

export const useNotifications = (): NotificationsState =>
  useSyncExternalStore(notificationsStore.subscribe, notificationsStore.getState, notificationsStore.getState);
