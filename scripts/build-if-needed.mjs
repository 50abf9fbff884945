// Builds the web app when apps/web/dist is missing or older than its sources (used by `npm start`
// and the browser tests, so a fresh clone and an edited tree both serve the current app).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Written at the end of the build (scripts/prerender.mjs), so a build that stopped half-way is stale.
const builtMarker = path.join(root, 'apps/web/dist/prerendered/manifest.json');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/domain/src',
  'scripts/prerender.mjs',
];

const newest = (p) => {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
};

export const webBuildIsStale = () => {
  if (!fs.existsSync(builtMarker)) return true;
  const built = fs.statSync(builtMarker).mtimeMs;
  return sources.some((s) => newest(path.join(root, s)) > built);
};

export const buildWebIfNeeded = () => {
  if (!webBuildIsStale()) return false;
  console.log('Building the web app...');
  // Always a production build: a caller running with NODE_ENV=test (the browser tests' server,
  // the benchmarks) would otherwise get React's development build, 3x larger and slower.
  execSync('npm run build --silent -w @awc/web', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  return true;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWebIfNeeded();
