import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../lib/cn.ts';

/**
 * HTML the server has already rendered and sanitized (posts, glossary definitions). Clicks on
 * links inside it that stay on this site are routed by the app instead of reloading the page.
 */
export const RichHtml = ({ html, className, id }: { html: string; className?: string; id?: string }) => {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target === '_blank') return;
    if (href.startsWith('#')) return;
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: delegates clicks of the real links inside, which keep their own keyboard behavior
    // biome-ignore lint/a11y/noStaticElementInteractions: as above
    <div
      id={id}
      className={cn('prose-legal prose-article', className)}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server renders and sanitizes this HTML (sanitize-html allow-list)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
};
