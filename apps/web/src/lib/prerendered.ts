import { queryAllowsPrerender } from '@awc/domain';

/**
 * Whether #root holds the prerendered HTML of this very page (decision 290), so it can hydrate.
 * The build marks the root with the path it rendered; a different path, or a query string that
 * can change the first render, means the HTML cannot match, and the page renders from scratch.
 */
export const prerenderedFor = (root: HTMLElement, location: { pathname: string; search: string }): boolean => {
  const path = root.dataset.prerendered;
  if (path === undefined || !root.firstElementChild) return false;
  const here = location.pathname.length > 1 ? location.pathname.replace(/\/$/, '') : location.pathname;
  return path === here && queryAllowsPrerender(location.search);
};
