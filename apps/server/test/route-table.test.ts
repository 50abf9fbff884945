import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MEMBER_ROUTES_BEYOND_ROUTES_MD, PUBLIC_ROUTES_BEYOND_ROUTES_MD, ROUTES, type RouteGroup } from '@awc/domain';
import { describe, expect, it } from 'vitest';

// The route table must say exactly what shared/design/routes.md says: same paths, same groups.
const routesMd = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/design/routes.md');
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const parse = () => {
  const expected = new Map<string, RouteGroup>();
  for (const line of fs.readFileSync(routesMd, 'utf8').split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 4) continue;
    const group = cells[2] as RouteGroup;
    if (!['public', 'signed-in', 'member', 'admin', 'dev'].includes(group)) continue;
    for (const m of (cells[1] ?? '').matchAll(/`([^`]+)`/g)) expected.set((m[1] as string).replace('{slug}', ':slug'), group);
  }
  return expected;
};

describe('route table vs routes.md', () => {
  it.skipIf(!fs.existsSync(routesMd))('has every path of routes.md in its group, and no others but the documented member routes', () => {
    const expected = parse();
    expect(expected.size).toBeGreaterThan(50);
    // Member routes added by a decision after routes.md was written (each names its decision record).
    for (const [route, decision] of Object.entries(MEMBER_ROUTES_BEYOND_ROUTES_MD)) {
      expect(expected.has(route), `${route} is in routes.md now: drop it from MEMBER_ROUTES_BEYOND_ROUTES_MD`).toBe(false);
      expect(fs.existsSync(path.resolve(repoRoot, decision)), decision).toBe(true);
      expected.set(route, 'member');
    }
    for (const [route, decision] of Object.entries(PUBLIC_ROUTES_BEYOND_ROUTES_MD)) {
      expect(expected.has(route), `${route} is in routes.md now: drop it from PUBLIC_ROUTES_BEYOND_ROUTES_MD`).toBe(false);
      expect(fs.existsSync(path.resolve(repoRoot, decision)), decision).toBe(true);
      expected.set(route, 'public');
    }
    const actual = new Map(ROUTES.map((r) => [r.path, r.group]));
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
  });
});
