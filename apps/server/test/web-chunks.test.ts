import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The web build's chunk sizes (issue 20, decision 321), read from the real build (built first when
 * a source is newer, as `npm start` and rendered-pages.test.ts do): a chunk the browser parses in
 * one piece blocks the page while it does, so no chunk of the app is over 150 kB minified. React DOM
 * is the one exception: ~219 kB by itself, indivisible, in a chunk of its own (vite.config.ts).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DIST = path.join(ROOT, 'apps/web/dist');
const LIMIT = 150 * 1024;

type ManifestEntry = { file: string; isEntry?: boolean; imports?: string[] };
let manifest: Record<string, ManifestEntry>;
let chunks: { file: string; bytes: number }[];

beforeAll(() => {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-if-needed.mjs')], { cwd: ROOT, stdio: 'ignore' });
  manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const assets = path.join(DIST, 'assets');
  chunks = fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: `assets/${f}`, bytes: fs.statSync(path.join(assets, f)).size }));
}, 300_000);

const isReactDom = (file: string) => /^assets\/react-dom-[\w-]+\.js$/.test(file);

describe('web build chunks', () => {
  it('holds no chunk over 150 kB minified but React DOM’s own', () => {
    expect(chunks.length).toBeGreaterThan(20);
    const over = chunks.filter((c) => c.bytes > LIMIT && !isReactDom(c.file)).map((c) => `${c.file} ${(c.bytes / 1024).toFixed(1)} kB`);
    expect(over).toEqual([]);
  });

  it('keeps React DOM in one chunk the entry imports, and the entry itself small and without zod', () => {
    const entry = Object.values(manifest).find((m) => m.isEntry);
    if (!entry) throw new Error('the manifest names no entry');
    const reactDom = chunks.filter((c) => isReactDom(c.file));
    expect(reactDom).toHaveLength(1);
    // The entry imports it by manifest key; the key's file is the chunk.
    const imported = (entry.imports ?? []).map((k) => manifest[k]?.file);
    expect(imported).toContain(reactDom[0]?.file);
    const code = fs.readFileSync(path.join(DIST, entry.file), 'utf8');
    expect(code.length).toBeLessThan(LIMIT);
    // Every page loads the entry first; forms load zod with their own chunks.
    expect(code).not.toMatch(/Zod[A-Z]\w+/);
    // The pages' descriptions are read from their own chunk (route-descriptions.ts); the route table is here.
    expect(code).toContain('/tools/net-worth');
    expect(code).not.toContain('Add up what you own and what you owe');
  });

  it('brings no two-factor texts into a signed-in first load: the admin guard reads only the enrolment path (decision 326)', () => {
    const rendered = JSON.parse(fs.readFileSync(path.join(DIST, 'server/render-manifest.json'), 'utf8')) as {
      entry: string[] | null;
      pages: Record<string, string[]>;
    };
    const files = [...(rendered.entry ?? []), ...(rendered.pages['/dashboard'] ?? [])];
    const holding = files.filter((f) => fs.readFileSync(path.join(DIST, f), 'utf8').includes('Enter the 6-digit code from your authenticator app.'));
    expect(holding).toEqual([]);
  });

  it('loads no zod and no tool’s tables with the dashboard: its modules read constants, not schemas (decision 321)', () => {
    const closure = new Set<string>();
    const walk = (key: string) => {
      if (closure.has(key)) return;
      closure.add(key);
      for (const i of manifest[key]?.imports ?? []) walk(i);
    };
    walk('src/app/routes/dashboard.tsx');
    expect(closure.size).toBeGreaterThan(5);
    const found = (pattern: RegExp) =>
      [...closure].filter((k) => pattern.test(fs.readFileSync(path.join(DIST, manifest[k]?.file ?? ''), 'utf8'))).map((k) => manifest[k]?.file);
    // zod's classes, and the rules file's list of sources (every tax table comes with it).
    expect(found(/Zod[A-Z]\w+/)).toEqual([]);
    expect(found(/Rev\. Proc\. 2025-32/)).toEqual([]);
  });

  it('gives the signed-in shell and TanStack Query one chunk each, and no visitor’s first page the shell (decision 324)', () => {
    const groups = (name: string) => chunks.filter((c) => new RegExp(`^assets/${name}-[\\w-]{8}\\.js$`).test(c.file));
    expect(groups('signed-in-shell')).toHaveLength(1);
    expect(groups('query')).toHaveLength(1);
    const shell = groups('signed-in-shell')[0]?.file ?? '';
    const code = fs.readFileSync(path.join(DIST, shell), 'utf8');
    // It holds the shell's own modules, not what they import from the entry (React Router).
    expect(code).toContain('Account menu for');
    expect(code).not.toMatch(/useNavigate|createBrowserHistory/);
    const entry = Object.values(manifest).find((m) => m.isEntry);
    expect((entry?.imports ?? []).map((k) => manifest[k]?.file)).not.toContain(shell);
    // The prerendered home page lists what it loads in data-modules (decision 290).
    const home = fs.readFileSync(path.join(DIST, 'prerendered/index.html'), 'utf8');
    const listed = home.match(/data-modules="([^"]*)"/)?.[1] ?? '';
    expect(listed).toContain('/assets/index-');
    expect(listed).not.toContain(shell);
  });

  it('loads no popup library before a signed-in page hydrates: the header’s menus load on intent (components/ui/open-on-intent.tsx)', () => {
    // What the server tells a signed-in page to load before it hydrates (decision 320).
    const rendered = JSON.parse(fs.readFileSync(path.join(DIST, 'server/render-manifest.json'), 'utf8')) as {
      entry: string[] | null;
      pages: Record<string, string[]>;
    };
    // Radix's positioning (every menu and popover) and focus guards (every modal part).
    const popup = /data-radix-popper-content-wrapper|data-radix-focus-guard/;
    // The dashboard's own content uses none (pages with selects or dialogs of their own load it with them).
    for (const page of ['/dashboard']) {
      const files = [...(rendered.entry ?? []), ...(rendered.pages[page] ?? [])];
      expect(files.length, page).toBeGreaterThan(10);
      const holding = files.filter((f) => popup.test(fs.readFileSync(path.join(DIST, f), 'utf8')));
      expect(holding, page).toEqual([]);
    }
  });

  it('keeps the lazy imports’ preload lists out of the chunks, in a file beside the entry that covers every import target (decision 326)', () => {
    const entry = Object.values(manifest).find((m) => m.isEntry);
    if (!entry) throw new Error('the manifest names no entry');
    const entryCode = fs.readFileSync(path.join(DIST, entry.file), 'utf8');
    // Vite would write the lists into the importing chunk; only the stylesheet may be named there.
    expect(entryCode).not.toContain('__vite__mapDeps');
    for (const c of chunks) {
      const code = fs.readFileSync(path.join(DIST, c.file), 'utf8');
      const lists = /m\.f=(\[[^\]]*\])/.exec(code)?.[1];
      if (lists)
        expect(
          JSON.parse(lists).filter((f: string) => !f.endsWith('.css')),
          c.file,
        ).toEqual([]);
    }
    // Each `import()` of the app's code names its target, as the file's lists do.
    expect(entryCode).toContain('`src/app/routes/home.tsx`');
    const map = JSON.parse(fs.readFileSync(path.join(DIST, entry.file.replace(/\.js$/, '.modules.json')), 'utf8')) as {
      files: string[];
      lists: Record<string, number[]>;
    };
    const entryClosure = new Set<string>();
    const walk = (key: string) => {
      const m = manifest[key];
      if (!m || entryClosure.has(m.file)) return;
      entryClosure.add(m.file);
      for (const k of m.imports ?? []) walk(k);
    };
    walk(Object.keys(manifest).find((k) => manifest[k]?.isEntry) ?? '');
    // The dashboard's list: every chunk its page imports but the entry's own, and nothing else.
    const dashboard = 'src/app/routes/dashboard.tsx';
    const expected = new Set<string>();
    const collect = (key: string) => {
      for (const k of manifest[key]?.imports ?? []) {
        const file = manifest[k]?.file;
        if (!file || expected.has(file) || entryClosure.has(file)) continue;
        expected.add(file);
        collect(k);
      }
    };
    collect(dashboard);
    expect(expected.size).toBeGreaterThan(5);
    const listed = (map.lists[dashboard] ?? []).map((i) => map.files[i]);
    expect(new Set(listed)).toEqual(new Set([...expected].map((f) => `/${f}`)));
    // Every lazy page with chunks of its own has a list.
    for (const [key, m] of Object.entries(manifest))
      if (
        (m as { isDynamicEntry?: boolean }).isDynamicEntry &&
        key.startsWith('src/app/routes/') &&
        (m.imports ?? []).some((k) => !entryClosure.has(manifest[k]?.file ?? ''))
      )
        expect(map.lists[key], key).toBeDefined();
  });
});
