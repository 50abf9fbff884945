import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { markToasterReady } from '../../lib/toast.ts';

export default function ToasterImpl() {
  // Effects run child-first, so sonner's own subscription exists when this fires.
  useEffect(() => markToasterReady(toast), []);
  return <Sonner position="top-right" closeButton toastOptions={{ classNames: { toast: 'font-sans', title: 'font-semibold' } }} />;
}
