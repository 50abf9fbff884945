import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MEMBER_ROUTES_BEYOND_ROUTES_MD, PUBLIC_ROUTES_BEYOND_ROUTES_MD, ROUTES, type RouteGroup } from '@awc/domain';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
// The route table the team agreed on, kept in the repository so this check always runs: a clone
// without the design documents beside it still proves every path and group.
const agreedCopy = path.join(here, 'fixtures/agreed-routes.md');
// The design documents' own copy, beside the repository (in CI and in every developer's checkout).
const designRoutesMd = path.resolve(repoRoot, '../shared/design/routes.md');

const parse = (file: string) => {
  const expected = new Map<string, RouteGroup>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 4) continue;
    const group = cells[2] as RouteGroup;
    if (!['public', 'signed-in', 'member', 'admin', 'dev'].includes(group)) continue;
    for (const m of (cells[1] ?? '').matchAll(/`([^`]+)`/g)) expected.set((m[1] as string).replace('{slug}', ':slug'), group);
  }
  return expected;
};

describe('route table vs the agreed routes', () => {
  it('has every agreed path in its group, and no others but the documented additions', () => {
    const expected = parse(agreedCopy);
    expect(expected.size).toBeGreaterThan(50);
    // Routes added by a decision after the table was agreed (each names its decision record).
    for (const [route, decision] of Object.entries(MEMBER_ROUTES_BEYOND_ROUTES_MD)) {
      expect(expected.has(route), `${route} is in the agreed table now: drop it from MEMBER_ROUTES_BEYOND_ROUTES_MD`).toBe(false);
      expect(fs.existsSync(path.resolve(repoRoot, decision)), decision).toBe(true);
      expected.set(route, 'member');
    }
    for (const [route, decision] of Object.entries(PUBLIC_ROUTES_BEYOND_ROUTES_MD)) {
      expect(expected.has(route), `${route} is in the agreed table now: drop it from PUBLIC_ROUTES_BEYOND_ROUTES_MD`).toBe(false);
      expect(fs.existsSync(path.resolve(repoRoot, decision)), decision).toBe(true);
      expected.set(route, 'public');
    }
    const actual = new Map(ROUTES.map((r) => [r.path, r.group]));
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
  });

  it('keeps its copy of the agreed table equal to the design documents', () => {
    // Fails, never skips, when the design documents are absent: a skipped comparison would let the
    // copy drift from the agreed table without anyone seeing it.
    expect(fs.existsSync(designRoutesMd), `${designRoutesMd} is missing: check out the design documents beside the repository`).toBe(true);
    expect(Object.fromEntries(parse(agreedCopy))).toEqual(Object.fromEntries(parse(designRoutesMd)));
  });
});
