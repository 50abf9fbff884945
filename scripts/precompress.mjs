// Writes .gz and .br beside every compressible build file so the server sends them without
// compressing on each request (serveStatic's `precompressed` option picks them up).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist');
const compressible = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
let count = 0;
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    // dist/server is the per-request renderer the server imports (scripts/prerender.mjs), never sent.
    if (entry.isDirectory()) {
      if (!(dir === root && entry.name === 'server')) walk(file);
    }
    // HTML is a template the server fills in per request (index.html and the prerendered pages).
    else if (compressible.test(entry.name) && !entry.name.endsWith('.html')) {
      const data = fs.readFileSync(file);
      if (data.length < 1024) continue;
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      count++;
    }
  }
};
walk(root);
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), root) || root}`);
