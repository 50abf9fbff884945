// `npm start`: build the web app and the server if needed, then run the compiled server (which
// migrates and, on an empty database, seeds the demo data) on the embedded database unless
// DATABASE_URL is set. `npm run dev` runs the TypeScript sources instead (decision 289).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfNeeded } from './build-if-needed.mjs';
import { buildServerIfNeeded, serverCommand } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildWebIfNeeded();
await buildServerIfNeeded();
const child = spawn(process.execPath, serverCommand(), {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env, ...(process.env.NODE_ENV ? {} : { NODE_ENV: 'development' }) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
