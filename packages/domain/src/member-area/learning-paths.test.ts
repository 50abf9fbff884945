import { describe, expect, it } from 'vitest';
import { LearningPathInputSchema, pathProgress } from './learning-paths.ts';

const valid = {
  title: 'First-year associate: your first money plan',
  summary: 'Six steps from the first paycheck to a plan.',
  modules: [
    { title: 'Cash flow', itemIds: ['a', 'b'] },
    { title: 'Retirement', itemIds: ['c'] },
  ],
};

describe('LearningPathInputSchema', () => {
  it('accepts ordered modules and defaults to published', () => {
    const r = LearningPathInputSchema.parse(valid);
    expect(r.published).toBe(true);
    expect(r.modules.map((m) => m.itemIds)).toEqual([['a', 'b'], ['c']]);
  });
  it('refuses an empty path, an empty module and an item used twice, with clear messages', () => {
    const msg = (input: unknown) => LearningPathInputSchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(msg({ ...valid, modules: [] })).toEqual(['Add at least one module']);
    expect(msg({ ...valid, modules: [{ title: 'Cash flow', itemIds: [] }] })).toEqual(['Each module needs at least one item']);
    expect(
      msg({
        ...valid,
        modules: [
          { title: 'A one', itemIds: ['a'] },
          { title: 'B two', itemIds: ['a'] },
        ],
      }),
    ).toEqual(['Each item may appear only once in a path']);
    expect(msg({ ...valid, title: 'x' })).toEqual(['Title must be at least 3 characters']);
  });
});

describe('pathProgress', () => {
  it('counts read items and points at the first unread one in path order', () => {
    expect(
      pathProgress([
        { id: 'a', read: true },
        { id: 'b', read: false },
        { id: 'c', read: false },
      ]),
    ).toEqual({
      done: 1,
      total: 3,
      percent: 33,
      nextItemId: 'b',
    });
    expect(pathProgress([{ id: 'a', read: true }])).toEqual({ done: 1, total: 1, percent: 100, nextItemId: null });
    expect(pathProgress([])).toEqual({ done: 0, total: 0, percent: 0, nextItemId: null });
  });
});
