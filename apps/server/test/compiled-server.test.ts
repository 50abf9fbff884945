import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPg } from './helpers.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The compiled server (`npm start`, decision 289) finds its folders from where the bundle is, not
 * from the sources, the working directory or the repository: it is built into a throwaway tree
 * that has the repository's layout (content, migrations and node_modules linked in, and a stand-in
 * web build), started there from another working directory on a new embedded database, and must
 * migrate, seed from content/, serve the web build and sign in (Better Auth and argon2 bundled or
 * loaded from node_modules). Before the paths moved to src/paths.ts, a bundle looked for its
 * migrations in dist/migrations and failed to start.
 */
describe.skipIf(isPg())('the compiled server', () => {
  let tree: string;
  let child: ChildProcess | null = null;
  let base = '';
  let output = '';

  beforeAll(async () => {
    tree = fs.mkdtempSync(path.join(os.tmpdir(), 'awc-compiled-'));
    const link = (relative: string) => {
      fs.mkdirSync(path.dirname(path.join(tree, relative)), { recursive: true });
      fs.symlinkSync(path.join(ROOT, relative), path.join(tree, relative));
    };
    link('node_modules');
    // npm workspaces keep a package's own version beside it when the root holds another (or when
    // the lock file put it there): the server's bundle resolves those first, as in the repository.
    if (fs.existsSync(path.join(ROOT, 'apps/server/node_modules'))) link('apps/server/node_modules');
    link('content');
    link('apps/server/src/db/migrations');
    fs.mkdirSync(path.join(tree, 'apps/web/dist'), { recursive: true });
    fs.writeFileSync(
      path.join(tree, 'apps/web/dist/index.html'),
      '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div><!-- stand-in web build --></body></html>',
    );
    const outfile = path.join(tree, 'apps/server/dist/index.js');
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs'), `--outfile=${outfile}`], { cwd: ROOT, stdio: 'ignore' });
    // The sources are not in the tree, so nothing can have been read from them.
    expect(fs.existsSync(path.join(tree, 'apps/server/src/index.ts'))).toBe(false);

    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'awc-compiled-cwd-'));
    child = spawn(process.execPath, ['--enable-source-maps', outfile], {
      cwd: elsewhere,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: path.join(tree, 'data'),
        LOG_LEVEL: 'info',
        SEED_ON_START: 'true',
        JOBS_WORKER: 'false',
      },
    });
    const proc = child;
    base = await new Promise<string>((resolve, reject) => {
      const onData = (d: Buffer) => {
        output += d.toString();
        const line = output.split('\n').find((l) => l.includes('"server listening"'));
        if (line) resolve(`http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`);
      };
      proc.stdout?.on('data', onData);
      proc.stderr?.on('data', onData);
      proc.once('exit', (code) => reject(new Error(`the compiled server exited (${code}):\n${output}`)));
    });
  }, 240_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child?.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(tree, { recursive: true, force: true });
  }, 30_000);

  it('migrated and seeded a new database from the migrations and content folders', async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect(output).toMatch(/seeded an empty database/);
    const posts = (await (await fetch(`${base}/api/blog/posts`)).json()) as { posts: unknown[] };
    expect(posts.posts.length).toBeGreaterThan(0);
    const glossary = (await (await fetch(`${base}/api/glossary`)).json()) as { terms: unknown[] };
    expect(glossary.terms.length).toBeGreaterThan(0);
  });

  it('serves the web build next to it', async () => {
    const page = await fetch(`${base}/membership`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('stand-in web build');
  });

  it('signs a demo member in and reads their notifications', async () => {
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: 'member@attorneywealth.test', password: 'DemoMember2026' }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const list = await fetch(`${base}/api/notifications?limit=5`, { headers: { cookie } });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { notifications: unknown[] }).notifications).toBeInstanceOf(Array);
  });
});
