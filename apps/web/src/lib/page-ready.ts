/**
 * "The first page has rendered in the browser": a prerendered page has hydrated, or a page
 * rendered from scratch is on screen. Work that changes what the shell shows (the session check)
 * waits for it: an update that reaches a prerendered page before React has hydrated it makes
 * React hydrate the whole page at once, in one long task, instead of in slices at idle priority.
 */
let ready = false;
const waiting = new Set<() => void>();

export const isPageReady = () => ready;

/** Runs `fn` once the first page is ready (at once if it is); returns a cancel function. */
export const whenPageReady = (fn: () => void): (() => void) => {
  if (ready) {
    fn();
    return () => {};
  }
  waiting.add(fn);
  return () => waiting.delete(fn);
};

export const markPageReady = () => {
  if (ready) return;
  ready = true;
  for (const fn of waiting) fn();
  waiting.clear();
};

/** Test hook: each test that hydrates a page starts as a fresh page load would. */
export const resetPageReadyForTests = () => {
  ready = false;
  waiting.clear();
};
