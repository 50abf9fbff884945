import { ROUTES } from '@awc/domain';
import { describe, expect, it } from 'vitest';
import { PAGES } from './pages.ts';

describe('page map', () => {
  it('has a page component for every route of the table, and nothing else', () => {
    const keys = new Set(ROUTES.map((r) => r.page));
    expect(Object.keys(PAGES).sort()).toEqual([...keys].sort());
  });
});
