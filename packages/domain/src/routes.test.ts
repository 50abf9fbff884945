import { describe, expect, it } from 'vitest';
import { ROUTE_DESCRIPTIONS, routeDescription } from './route-descriptions.ts';
import { isGroupEnabled, matchRoute, ROUTES } from './routes.ts';

describe('route table', () => {
  it('has each path once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('matches static and parameterised paths, with or without a trailing slash', () => {
    expect(matchRoute('/about')?.route.path).toBe('/about');
    expect(matchRoute('/about/')?.route.path).toBe('/about');
    expect(matchRoute('/blog/backdoor-roth')).toMatchObject({ route: { path: '/blog/:slug' }, params: { slug: 'backdoor-roth' } });
    expect(matchRoute('/glossary/agi%20x')?.params).toEqual({ slug: 'agi x' });
    expect(matchRoute('/blog/a/b')).toBeNull();
    expect(matchRoute('/About')).toBeNull();
    expect(matchRoute('/nope')).toBeNull();
  });

  it('gives aliases their primary page and canonical URL, and keeps them out of the sitemap', () => {
    const alias = matchRoute('/tools/net-worth-calculator')?.route;
    expect(alias).toMatchObject({ page: '/tools/net-worth', canonical: '/tools/net-worth', group: 'member', sitemap: false });
  });

  it('describes every page once: each primary path has a description, an alias its primary’s, and no description names a path the table lacks', () => {
    for (const r of ROUTES) expect(routeDescription(r).length, r.path).toBeGreaterThan(10);
    const primaries = ROUTES.filter((r) => !r.canonical).map((r) => r.path);
    expect(Object.keys(ROUTE_DESCRIPTIONS).sort()).toEqual([...primaries].sort());
    const alias = matchRoute('/tools/net-worth-calculator')?.route;
    expect(alias && routeDescription(alias)).toBe(ROUTE_DESCRIPTIONS['/tools/net-worth']);
    expect(() => routeDescription({ path: '/nowhere' })).toThrow(/No description/);
  });

  it('redirects /privacy-policy to /privacy', () => {
    expect(matchRoute('/privacy-policy')?.route.redirectTo).toBe('/privacy');
  });

  it('lists only public, static, primary pages in the sitemap', () => {
    for (const r of ROUTES.filter((x) => x.sitemap)) {
      expect(r.group).toBe('public');
      expect(r.path).not.toContain(':');
      expect(r.redirectTo).toBeUndefined();
    }
    expect(ROUTES.find((r) => r.path === '/membership/checkout')?.sitemap).toBe(false);
  });

  it('turns development pages off in production only', () => {
    expect(isGroupEnabled('dev', 'production')).toBe(false);
    expect(isGroupEnabled('dev', 'test')).toBe(true);
    expect(isGroupEnabled('admin', 'production')).toBe(true);
  });
});
