import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { markToasterReady } from '../../lib/toast.ts';

export default function ToasterImpl() {
  // Effects run child-first, so sonner's own subscription exists when this fires.
  useEffect(() => markToasterReady(toast), []);
  // Bottom-right: at the top a toast covered the bell, the account menu and the notification
  // dropdown, the very things a user reaches for when a notification arrives.
  return <Sonner position="bottom-right" closeButton toastOptions={{ classNames: { toast: 'font-sans', title: 'font-semibold' } }} />;
}
