/**
 * Text placed in HTML, in an element or a quoted attribute: the five characters that could end
 * either are written as entities. One function, so every page head, email and Markdown fallback
 * escapes the same way.
 */
export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
