import { z } from 'zod';
import { CURSOR_MAX_LENGTH, PAGING_MESSAGES } from './paging.ts';

/** An optional cursor query parameter: empty means the first page. */
export const CursorField = z
  .string()
  .max(CURSOR_MAX_LENGTH, PAGING_MESSAGES.badCursor)
  .regex(/^[A-Za-z0-9_-]*$/, PAGING_MESSAGES.badCursor)
  .optional()
  .default('');
