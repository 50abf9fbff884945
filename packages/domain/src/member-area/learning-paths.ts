import { z } from 'zod';

/** Limits of one learning path (issue 22 item 5): enough for a course, small enough to follow. */
export const LEARNING_PATH_MAX_MODULES = 12;
export const LEARNING_PATH_MAX_ITEMS_PER_MODULE = 20;

const ModuleSchema = z.object({
  title: z
    .string({ error: 'Module title is required' })
    .trim()
    .min(3, 'Module title must be at least 3 characters')
    .max(120, 'Module title must be 120 characters or less'),
  itemIds: z
    .array(z.string().trim().min(1).max(64), { error: 'Choose the items of this module' })
    .min(1, 'Each module needs at least one item')
    .max(LEARNING_PATH_MAX_ITEMS_PER_MODULE, `A module holds at most ${LEARNING_PATH_MAX_ITEMS_PER_MODULE} items`),
});

/** An admin's learning path: ordered modules, each an ordered set of hub items (each item once). */
export const LearningPathInputSchema = z
  .object({
    title: z
      .string({ error: 'Title is required' })
      .trim()
      .min(3, 'Title must be at least 3 characters')
      .max(160, 'Title must be 160 characters or less'),
    summary: z
      .string({ error: 'Summary is required' })
      .trim()
      .min(10, 'Summary must be at least 10 characters')
      .max(400, 'Summary must be 400 characters or less'),
    published: z.boolean().default(true),
    modules: z
      .array(ModuleSchema, { error: 'Add at least one module' })
      .min(1, 'Add at least one module')
      .max(LEARNING_PATH_MAX_MODULES, `A path holds at most ${LEARNING_PATH_MAX_MODULES} modules`),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    for (const m of v.modules)
      for (const id of m.itemIds) {
        if (seen.has(id)) {
          ctx.addIssue({ code: 'custom', path: ['modules'], message: 'Each item may appear only once in a path' });
          return;
        }
        seen.add(id);
      }
  });
export type LearningPathInput = z.input<typeof LearningPathInputSchema>;
export type LearningPathData = z.output<typeof LearningPathInputSchema>;

export type PathProgress = { done: number; total: number; percent: number; nextItemId: string | null };

/**
 * A member's progress along a path: items read out of items in it, and the first unread item in
 * path order (where "Continue" leads). Items arrive in path order.
 */
export const pathProgress = (items: readonly { id: string; read: boolean }[]): PathProgress => {
  const done = items.filter((i) => i.read).length;
  const total = items.length;
  return { done, total, percent: total ? Math.round((done / total) * 100) : 0, nextItemId: items.find((i) => !i.read)?.id ?? null };
};
