import { type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode, type TouchEvent, useState } from 'react';
import type { Preloadable } from '../../lib/preloadable.tsx';

/** What a popup loaded by `OpenOnIntent` is told when the reader's own action opened it. */
export type OpenOnIntentProps = {
  /** Render open: the reader has just activated the stand-in trigger. */
  initialOpen?: boolean;
  /** Opened from the keyboard: focus the first item, as the library does when its own trigger is used. */
  fromKeyboard?: boolean;
};

export type IntentHandlers = {
  onPointerEnter: (event: MouseEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onTouchStart: (event: TouchEvent<HTMLElement>) => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
};

type OpenOnIntentComponentProps<P extends object> = {
  /** The real popup, its trigger included. */
  part: Preloadable<P & OpenOnIntentProps>;
  props: P;
  /** A plain button with the real trigger's face, name and popup role, wired to `handlers`. */
  trigger: (handlers: IntentHandlers) => ReactNode;
};

/**
 * A popup (the account menu, the notification list) whose code loads only when the reader reaches
 * for it. The popup library (positioning, focus trapping, scroll locking: ~40 kB gzip) would
 * otherwise be in the first load of every signed-in page, to draw one button. Until then a plain
 * button stands in for the trigger, with the same look and the same accessible name: pointing at
 * it, focusing it or touching it fetches the code, and activating it (click, Enter, Space or
 * ArrowDown, as the real trigger accepts) renders the real part, open. From then on the real part
 * stays, and its own trigger takes focus back when it closes.
 *
 * The real part renders only once its code has arrived (never suspending), so a failed fetch
 * leaves the stand-in in place and the next activation tries again.
 */
export const OpenOnIntent = <P extends object>({ part: Part, props, trigger }: OpenOnIntentComponentProps<P>) => {
  const [opened, setOpened] = useState<{ fromKeyboard: boolean } | null>(null);
  if (opened) return <Part {...props} initialOpen fromKeyboard={opened.fromKeyboard} />;
  const prefetch = () => void Part.preload().catch(() => {});
  const activate = (fromKeyboard: boolean) =>
    void Part.preload().then(
      () => setOpened({ fromKeyboard }),
      () => {},
    );
  return trigger({
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onTouchStart: prefetch,
    // A click the keyboard made (Enter or Space on a button) has no pointer detail.
    onClick: (event) => activate(event.detail === 0),
    onKeyDown: (event) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      activate(true);
    },
  });
};
