import { z } from 'zod';
import { CursorField } from '../paging/paging.schemas.ts';

/** Sign-ups per calendar month (UTC) for the last `months` months, oldest first, zeros included. */
export const signupsByMonth = (createdAt: readonly Date[], months: number, now: Date): { month: string; signups: number }[] => {
  const buckets: { month: string; signups: number }[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    buckets.push({ month: d.toISOString().slice(0, 7), signups: 0 });
  }
  const index = new Map(buckets.map((b, i) => [b.month, i]));
  for (const date of createdAt) {
    const i = index.get(date.toISOString().slice(0, 7));
    if (i !== undefined) (buckets[i] as { signups: number }).signups++;
  }
  return buckets;
};

/** The admin console's user search. */
export const AdminUserQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search must be 100 characters or less').optional(),
  cursor: CursorField,
});

/** An admin list's page: only the cursor. */
export const AdminCursorQuerySchema = z.object({ cursor: CursorField });

export const AdminRoleChangeSchema = z.object({ admin: z.boolean({ error: 'Send admin: true or false' }) });
