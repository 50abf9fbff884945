import { SEARCH_TEXTS } from '@awc/domain';
import { SearchIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button.tsx';

// The dialog (Radix, the results list) loads on the first open, outside every first load.
const SearchDialog = lazy(() => import('./search-dialog.tsx'));

/** Typing "/" in a text field is text, not the shortcut. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The header's search button, and the keyboard shortcut that opens the same search from any page:
 * "/" (outside text fields) or Ctrl+K / ⌘K.
 */
export const SearchLauncher = () => {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target);
      const commandK = e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey;
      if (!slash && !commandK) return;
      e.preventDefault();
      setLoaded(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        className={buttonClasses('ghost', 'sm', 'gap-2 px-2.5 text-ink-muted')}
        aria-label={SEARCH_TEXTS.button}
        aria-keyshortcuts="/ Control+K Meta+K"
        title={SEARCH_TEXTS.shortcut}
        data-testid="search-button"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <SearchIcon aria-hidden="true" className="h-4 w-4" />
        <kbd className="hidden rounded border border-line bg-paper-2 px-1.5 font-sans text-xs text-ink-muted xl:inline">/</kbd>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
};
