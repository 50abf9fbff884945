import path from 'node:path';
import { init, parse } from 'es-module-lexer';
import type { Plugin } from 'vite';

/** The runtime half (apps/web/src/lib/module-preloads.ts): who calls it, and where its map lives. */
const RUNTIME = path.resolve(import.meta.dirname, '../src/lib/module-preloads.ts');
/** The file's shape: every chunk file once, and per import target the indexes of what it imports. */
export type ModuleMap = { files: string[]; lists: Record<string, number[]> };
/** The map is written beside the chunk that holds the runtime, under the chunk's own hashed name. */
export const moduleMapFile = (chunkFile: string) => chunkFile.replace(/\.js$/, '.modules.json');

/**
 * The preload lists of the app's lazy imports, moved out of the first load (decision 326).
 *
 * Vite gives every `import()` the list of chunks its target imports, so the browser fetches them
 * side by side instead of one level at a time; it writes those lists into the importing chunk. For
 * the entry that is ~70 lists (one a page), 4 kB compressed that every first visit downloaded and
 * parsed for pages it might never open. This plugin has Vite write no lists at all, wraps each
 * `import()` in the app's own code as `preloadModules(key, () => import(...))`, and writes the lists
 * into one JSON file that the runtime fetches once the first page is ready. A move to another page
 * then preloads its chunks from that file, in parallel with the import as before.
 */
export const lazyModulePreloads = (): Plugin => {
  let root = '';
  const keyOf = (id: string) => path.relative(root, id.split('?')[0] ?? id).replaceAll('\\', '/');
  return {
    name: 'awc-lazy-module-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id, options) {
      // The server's renderer loads its chunks from disk; only the browser build needs preloads.
      if (options?.ssr || id.includes('node_modules') || id === RUNTIME || !/\.[jt]sx?$/.test(id)) return null;
      if (!code.includes('import(')) return null;
      await init;
      const [imports] = parse(code);
      const dynamic = imports.filter((i) => i.d > -1 && i.n);
      if (dynamic.length === 0) return null;
      let out = '';
      let last = 0;
      for (const i of dynamic) {
        const resolved = await this.resolve(i.n as string, id);
        if (!resolved || resolved.external) continue;
        // `i.ss` is where `import(` starts, `i.se` just past its closing parenthesis.
        out += `${code.slice(last, i.ss)}__awcPreloadModules(${JSON.stringify(keyOf(resolved.id))}, () => ${code.slice(i.ss, i.se)})`;
        last = i.se;
      }
      if (last === 0) return null;
      out += code.slice(last);
      return { code: `import { preloadModules as __awcPreloadModules } from ${JSON.stringify(RUNTIME)};\n${out}`, map: null };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const entry = chunks.find((c) => c.isEntry);
      const runtime = chunks.find((c) => c.moduleIds.includes(RUNTIME));
      if (!entry || !runtime) return;
      const closure = (file: string, seen: Set<string>) => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
        return seen;
      };
      // What the entry imports statically is always there before any `import()` runs.
      const loaded = closure(entry.fileName, new Set());
      // Each file named once, the lists as indexes into that (a shared chunk is in many lists).
      const files: string[] = [];
      const index = new Map<string, number>();
      const lists: Record<string, number[]> = {};
      for (const chunk of chunks) {
        if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
        // The chunk itself is fetched by the `import()`; the list is what it pulls in.
        const deps = [...closure(chunk.fileName, new Set())].filter((f) => f !== chunk.fileName && !loaded.has(f));
        if (deps.length === 0) continue;
        lists[keyOf(chunk.facadeModuleId)] = deps.map((f) => {
          let i = index.get(f);
          if (i === undefined) {
            i = files.push(`/${f}`) - 1;
            index.set(f, i);
          }
          return i;
        });
      }
      const map: ModuleMap = { files, lists };
      this.emitFile({ type: 'asset', fileName: moduleMapFile(runtime.fileName), source: JSON.stringify(map) });
    },
  };
};
