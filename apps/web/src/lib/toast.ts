import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * A stand-in for sonner's `toast` that loads sonner (and mounts its Toaster) on the first toast,
 * so toasts cost nothing on pages that never show one. Calls made before it loads are kept and
 * shown in order once it is ready.
 */
type Sonner = typeof sonnerToast;
type Listener = () => void;

let ready: Promise<Sonner> | null = null;
let resolveReady: ((t: Sonner) => void) | null = null;
const mountListeners = new Set<Listener>();
let mountRequested = false;

/** The Toaster component subscribes here to learn when it must mount. */
export const onToasterRequested = (listener: Listener): (() => void) => {
  mountListeners.add(listener);
  if (mountRequested) listener();
  return () => mountListeners.delete(listener);
};

/** Called by the mounted Toaster once sonner listens for toasts. */
export const markToasterReady = (t: Sonner) => resolveReady?.(t);

const load = (): Promise<Sonner> => {
  if (!ready) {
    ready = new Promise<Sonner>((resolve) => {
      resolveReady = resolve;
    });
    mountRequested = true;
    for (const l of mountListeners) l();
  }
  return ready;
};

type Message = Parameters<Sonner>[0];
const call =
  (kind: 'success' | 'error' | 'info' | 'warning' | 'message') =>
  (message: Message, options?: ExternalToast): void => {
    void load().then((t) => {
      t[kind](message, options);
    });
  };

export const toast = {
  success: call('success'),
  error: call('error'),
  info: call('info'),
  warning: call('warning'),
  message: call('message'),
  dismiss: (id?: string | number) => {
    void ready?.then((t) => t.dismiss(id));
  },
};

/** Test hook: forget the loaded state between tests. */
export const resetToastForTests = () => {
  ready = null;
  resolveReady = null;
  mountRequested = false;
};
