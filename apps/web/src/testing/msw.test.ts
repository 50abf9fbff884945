import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Web tests answer requests through the one MSW server in `testing/msw.ts` (decision 443), so they
 * exercise the real api client (its headers, error mapping and retries). A hand-made stand-in of
 * `fetch` would skip all that, and would come back one test at a time: this check refuses it.
 */
const FETCH = String.raw`['"\x60]fetch['"\x60]`;
const GLOBAL = '(?:globalThis|window|global|self)';
const HAND_STUBS = [
  new RegExp(String.raw`stubGlobal\(\s*${FETCH}`),
  new RegExp(String.raw`\b${GLOBAL}\.fetch\s*=(?!=)`),
  new RegExp(String.raw`spyOn\(\s*${GLOBAL}\s*,\s*${FETCH}`),
  new RegExp(String.raw`defineProperty\(\s*${GLOBAL}\s*,\s*${FETCH}`),
];
const stubsFetch = (source: string) => HAND_STUBS.some((re) => re.test(source));

const SRC = path.resolve(import.meta.dirname, '..');
const SELF = path.relative(SRC, import.meta.filename);
/** Test files, and the helpers in `testing/` they share. */
const testSources = () =>
  fs
    .readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && (/\.test\.tsx?$/.test(f) || f.startsWith(`testing${path.sep}`)))
    .filter((f) => f !== SELF);

describe('web tests on MSW', () => {
  it.each([
    "vi.stubGlobal('fetch', vi.fn())",
    'vi.stubGlobal(\n  "fetch",\n  vi.fn(async () => new Response()),\n)',
    'globalThis.fetch = vi.fn();',
    'window.fetch = async () => new Response();',
    "vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response())",
    "Object.defineProperty(window, 'fetch', { value: vi.fn() })",
  ])('recognizes a hand-made fetch: %s', (example) => {
    expect(stubsFetch(example)).toBe(true);
  });

  it.each([
    "server.use(http.get('/api/x', () => HttpResponse.json({})))",
    'if (globalThis.fetch === undefined) return;',
    "vi.stubGlobal('ResizeObserver', class {})",
    'setApiFetch(() => serverFetch);',
  ])('lets MSW handlers and other globals be: %s', (example) => {
    expect(stubsFetch(example)).toBe(false);
  });

  it('no web test replaces fetch by hand', () => {
    const files = testSources();
    expect(files.length).toBeGreaterThan(30);
    expect(files.filter((f) => stubsFetch(fs.readFileSync(path.join(SRC, f), 'utf8')))).toEqual([]);
  });
});
