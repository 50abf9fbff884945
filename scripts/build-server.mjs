// Builds the server to JavaScript (decision 289): apps/server/src/index.ts, the domain package and
// the pure-JavaScript packages they import become one ES module, apps/server/dist/index.js, with a
// source map beside it (EXTERNAL_PACKAGES below stay in node_modules). `npm start` and the browser
// tests' server run it; `npm run dev` and the tests keep running the TypeScript sources (tsx, Vitest).
//   node scripts/build-server.mjs            build when the output is missing or older than a source
//   node scripts/build-server.mjs --force    build anyway
//   node scripts/build-server.mjs --outfile=path/to/server.js   build elsewhere (the compiled-server test)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = path.join(root, 'apps/server/src/index.ts');
export const SERVER_OUTFILE = path.join(root, 'apps/server/dist/index.js');
/** Everything the bundle is made of: a newer file here means the build is stale. */
const sources = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'scripts/build-server.mjs',
  // Bundled packages: an install that changes one changes the lock file.
  'package-lock.json',
];
/** Read at run time from the sources (not bundled), so they do not make the build stale. */
const notBundled = (p) => p.endsWith('.test.ts') || p.includes(`${path.sep}migrations${path.sep}`);

const newest = (p) => {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return notBundled(p) ? 0 : stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
};

export const serverBuildIsStale = (outfile = SERVER_OUTFILE) => {
  if (!fs.existsSync(outfile)) return true;
  const built = fs.statSync(outfile).mtimeMs;
  return sources.some((s) => newest(path.join(root, s)) > built);
};

/**
 * Packages Node loads from node_modules at run time instead of from the bundle: those that read
 * their own files (PGlite's WebAssembly and data bundle, pdfkit's fonts), a native addon (argon2),
 * and pg's optional native driver. Everything else, Better Auth, Drizzle, Hono, zod, pg and pino
 * included, is bundled: Node 20 has no module compile cache, and resolving and compiling their
 * hundreds of files cost ~0.7 s of CPU at every start (decision 289). The packages loaded on first
 * use through lib/lazy-require.ts (Stripe, nodemailer, sanitize-html, yaml) are required by name at
 * run time, so they stay external without being listed.
 */
export const EXTERNAL_PACKAGES = ['@electric-sql/pglite', '@node-rs/argon2', 'pdfkit', 'pg-native'];

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || EXTERNAL_PACKAGES.includes(packageName(args.path))) return { path: args.path, external: true };
      return undefined;
    });
  },
};

const VLQ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const decodeVlq = (segment) => {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = VLQ.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
};
const encodeVlq = (numbers) => {
  let out = '';
  for (const n of numbers) {
    let v = n < 0 ? (-n << 1) | 1 : n << 1;
    do {
      let digit = v & 31;
      v >>>= 5;
      if (v) digit |= 32;
      out += VLQ[digit];
    } while (v);
  }
  return out;
};

/**
 * Keeps the mappings of our own sources (apps/server/src, packages/domain) and drops those of the
 * bundled packages: Node decodes every mapping of the file when it loads it with
 * --enable-source-maps, and the packages' mappings cost ~0.25 s of each start. A stack frame
 * inside a package then shows its line in the bundle, whose comments name the package's file.
 */
const ownSourcesOnly = (map) => {
  const keep = map.sources.map((source) => !source.includes('node_modules/'));
  const newIndex = [];
  const sources = [];
  map.sources.forEach((source, i) => {
    if (keep[i]) {
      newIndex[i] = sources.length;
      sources.push(source);
    }
  });
  // Absolute state of the input (source, original line, original column, name) and of the output.
  let src = 0;
  let line = 0;
  let column = 0;
  let name = 0;
  let outSrc = 0;
  let outLine = 0;
  let outColumn = 0;
  let outName = 0;
  const lines = map.mappings.split(';').map((group) => {
    let genColumn = 0;
    let outGenColumn = 0;
    const kept = [];
    for (const segment of group ? group.split(',') : []) {
      const f = decodeVlq(segment);
      genColumn += f[0];
      if (f.length < 4) continue;
      src += f[1];
      line += f[2];
      column += f[3];
      if (f.length > 4) name += f[4];
      if (!keep[src]) continue;
      const fields = [genColumn - outGenColumn, newIndex[src] - outSrc, line - outLine, column - outColumn];
      if (f.length > 4) {
        fields.push(name - outName);
        outName = name;
      }
      outGenColumn = genColumn;
      outSrc = newIndex[src];
      outLine = line;
      outColumn = column;
      kept.push(encodeVlq(fields));
    }
    return kept.join(',');
  });
  return {
    ...map,
    sources,
    mappings: lines.join(';'),
    ...(map.sourcesContent ? { sourcesContent: map.sourcesContent.filter((_, i) => keep[i]) } : {}),
  };
};

export const buildServer = async ({ outfile = SERVER_OUTFILE, quiet = false } = {}) => {
  const started = performance.now();
  const { build, stop } = await import('esbuild');
  // Written beside the target and renamed, so a server starting meanwhile never reads half a file.
  const tmp = `${outfile}.${process.pid}.tmp.js`;
  try {
    await build({
      entryPoints: [SERVER_ENTRY],
      outfile: tmp,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      sourcemap: 'linked',
      sourcesContent: false,
      legalComments: 'none',
      // Bundled CommonJS packages call require() for Node's built-ins.
      banner: { js: "import { createRequire as __awcCreateRequire } from 'node:module'; const require = __awcCreateRequire(import.meta.url);" },
      logLevel: 'warning',
      plugins: [externalPackages],
    });
  } finally {
    // esbuild's service process would otherwise live as long as `npm start`'s process.
    stop();
  }
  const map = ownSourcesOnly(JSON.parse(fs.readFileSync(`${tmp}.map`, 'utf8')));
  fs.writeFileSync(`${outfile}.map`, JSON.stringify({ ...map, file: path.basename(outfile) }));
  const code = fs.readFileSync(tmp, 'utf8').replace(/\/\/# sourceMappingURL=.*$/m, `//# sourceMappingURL=${path.basename(outfile)}.map`);
  fs.writeFileSync(tmp, code);
  fs.rmSync(`${tmp}.map`, { force: true });
  fs.renameSync(tmp, outfile);
  if (!quiet) console.log(`Built the server: ${path.relative(root, outfile)} (${Math.round(performance.now() - started)} ms)`);
  return outfile;
};

/** Node's arguments to run the compiled server (source maps on, so stack traces name the .ts lines). */
export const serverCommand = (outfile = SERVER_OUTFILE) => ['--enable-source-maps', outfile];

export const buildServerIfNeeded = async () => {
  if (!serverBuildIsStale()) return false;
  await buildServer();
  return true;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outfile = process.argv.find((a) => a.startsWith('--outfile='))?.slice(10);
  if (outfile) await buildServer({ outfile: path.resolve(outfile) });
  else if (process.argv.includes('--force')) await buildServer();
  else if (!(await buildServerIfNeeded())) console.log('The server build is up to date.');
}
