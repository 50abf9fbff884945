/**
 * Prerendered public pages (decision 290). The server sends a page's build-time HTML only when the
 * query string cannot change its first render: no parameters, or only campaign and click ids.
 * Any other parameter (tool inputs, blog filters, ?plan=) renders in the browser instead. The web
 * app applies the same rule before it hydrates.
 */
export const PRERENDER_IGNORED_QUERY_PARAM = /^(utm_[a-z_]+|gclid|fbclid|msclkid)$/;

/** Whether a query string (with or without its "?") allows the prerendered HTML. */
export const queryAllowsPrerender = (search: string): boolean =>
  search
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .every((pair) => {
      const raw = pair.split('=')[0] ?? '';
      let key: string;
      try {
        key = decodeURIComponent(raw.replace(/\+/g, ' '));
      } catch {
        return false;
      }
      return PRERENDER_IGNORED_QUERY_PARAM.test(key);
    });
