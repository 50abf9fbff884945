import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Folders the server reads at run time, resolved from the server package's root. This module
 * must stay directly in `src/`: run from source (tsx, Vitest) it is `apps/server/src/paths.ts`,
 * and in the compiled server it is part of `apps/server/dist/index.js`. Either way its folder's
 * parent is `apps/server`, so the paths below hold for both (decision 289). A path computed from
 * `import.meta.url` anywhere deeper in `src/` would be wrong once bundled.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Drizzle's SQL migrations (read from the sources; the bundle does not copy them). */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src', 'db', 'migrations');
/** The repository's editorial content (blog posts, glossary, FAQ). */
export const CONTENT_DIR = path.resolve(SERVER_ROOT, '..', '..', 'content');
/** The built web app (`npm run build`). */
export const WEB_DIST_DIR = path.resolve(SERVER_ROOT, '..', 'web', 'dist');
