import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export type OwnServer = { url: string; output: () => string; close: () => Promise<void> };

/**
 * A second app server for journeys that need settings the shared one has not (Google sign-in, real
 * SMTP): the same compiled server the journeys' web server runs (scripts/e2e-server.mjs builds it
 * before any journey starts), on a free port, on an embedded database of its own in a temporary
 * directory, seeded with the demo accounts. `preload` modules are given to Node with --import.
 */
export const startOwnServer = async (env: Record<string, string>, preload: string[] = []): Promise<OwnServer> => {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'awc-e2e-own-'));
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const lines: string[] = [];
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...preload.map((p) => `--import=${pathToFileURL(path.resolve(root, p)).href}`),
      '--enable-source-maps',
      path.join(root, 'apps/server/dist/index.js'),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...inherited,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        SEED_ON_START: 'true',
        LOG_LEVEL: 'warn',
        ...env,
      },
    },
  );
  child.stdout?.on('data', (d: Buffer) => lines.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => lines.push(d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => {
    running = false;
  });
  const close = async () => {
    if (running) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // The first start migrates and seeds a new embedded database: allow for a loaded machine.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (!running) {
      await close();
      throw new Error(`the server stopped before it was ready:\n${lines.join('')}`);
    }
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error(`the server did not answer at ${url} in time:\n${lines.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, output: () => lines.join(''), close };
};
