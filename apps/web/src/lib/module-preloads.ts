import { isPageReady } from './page-ready.ts';

/**
 * The browser half of the lazy imports' preload lists (apps/web/build/lazy-module-preloads.ts,
 * decision 326). The build wraps every `import()` of the app's code in `preloadModules`, and writes
 * what each target imports into a JSON file beside the chunk that holds this module. A page whose
 * HTML came from the server already lists its chunks as preloads, so the file is fetched once that
 * page is ready (main.tsx), off its first load; a page rendered from scratch fetches it at once. An
 * `import()` then adds `<link rel="modulepreload">` for its target's chunks, which the browser
 * fetches side by side with the target instead of discovering them one level at a time.
 */
/** Every chunk file once, and per import target (its source path) the indexes of what it imports. */
type ModuleMap = { files: string[]; lists: Record<string, number[]> };
const EMPTY: ModuleMap = { files: [], lists: {} };

let map: Promise<ModuleMap> | null = null;
const requested = new Set<string>();

const mapUrl = () => import.meta.url.replace(/\.js(\?.*)?$/, '.modules.json');

/** Fetches the lists (once). Failing costs only the parallel fetch: imports still work without it. */
export const loadModuleMap = (): Promise<ModuleMap> => {
  map ??= fetch(mapUrl(), { credentials: 'same-origin' })
    .then((r) => (r.ok ? (r.json() as Promise<ModuleMap>) : EMPTY))
    .catch(() => EMPTY);
  return map;
};

const addPreloads = ({ files, lists }: ModuleMap, key: string) => {
  for (const i of lists[key] ?? []) {
    const href = files[i];
    if (!href || requested.has(href)) continue;
    requested.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
};

export const preloadModules = <T>(key: string, load: () => Promise<T>): Promise<T> => {
  // While a server-rendered first page hydrates, its HTML's preloads already cover what it imports.
  if (map || isPageReady()) void loadModuleMap().then((m) => addPreloads(m, key));
  return load();
};
