/**
 * Cursor paging (decision 340). A list answers `{ …rows, nextCursor }`; the client sends
 * `cursor=<nextCursor>` for the following page and stops when `nextCursor` is null. The cursor is
 * opaque to clients: the server encodes the sort key of the last row it returned.
 */
export const PAGING_MESSAGES = {
  badCursor: 'This page link is no longer valid. Start again from the first page.',
} as const;

export const CURSOR_MAX_LENGTH = 1000;

export type Paged = { nextCursor: string | null };

export const REPLIES_PAGE_SIZE = 50;
export const CONTENT_PAGE_SIZE = 24;
export const SUGGESTIONS_PAGE_SIZE = 30;
export const ADMIN_USERS_PAGE_SIZE = 25;
export const ADMIN_AUDIT_PAGE_SIZE = 50;
export const ADMIN_CONTENT_PAGE_SIZE = 50;
