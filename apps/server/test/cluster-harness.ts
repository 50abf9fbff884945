import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Which process answered: the proxy sets it on every answer. */
export const UPSTREAM_HEADER = 'x-cluster-upstream';
/** A request carrying it goes to that process instead of the next in turn (the tests' "through process N"). */
export const PIN_HEADER = 'x-cluster-pin';

export type ClusterProcess = { index: number; url: string; child: ChildProcess; dataDir: string; output: string[] };

/**
 * A round-robin reverse proxy in front of the processes, as a load balancer would be: each request
 * goes to the next process in turn, bodies and answers streamed both ways (a notification stream
 * stays open through it), X-Forwarded-For added. `served[i]` counts the requests process i answered.
 */
export const startProxy = async () => {
  let upstreams: number[] = [];
  let next = 0;
  const served: number[] = [];
  const server = http.createServer((req, res) => {
    const pinned = req.headers[PIN_HEADER];
    const index = pinned !== undefined ? Number(pinned) : next++ % upstreams.length;
    const port = upstreams[index];
    if (port === undefined) {
      res.writeHead(502).end('no such upstream');
      return;
    }
    served[index] = (served[index] ?? 0) + 1;
    const headers = { ...req.headers };
    delete headers[PIN_HEADER];
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      // A new connection per request, as nginx's default: a kept-alive connection the process has
      // just closed for idleness would fail a request that never reached it.
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.url,
        headers: { ...headers, 'x-forwarded-for': forwardedFor, connection: 'close' },
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [UPSTREAM_HEADER]: String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end('upstream failed');
      else res.destroy();
    });
    // The client went away (a stream closed): so does the request to the process.
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    served,
    setUpstreams: (ports: number[]) => {
      upstreams = ports;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

/** The compiled server, as `npm start` and a deploy run it (built now when a source is newer). */
export const buildServer = () => {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { cwd: ROOT, stdio: 'pipe' });
  return path.join(ROOT, 'apps/server/dist/index.js');
};

/** Starts one server process; resolves once it listens (its port read from the "server listening" log line). */
export const startServerProcess = (index: number, bundle: string, env: Record<string, string>): Promise<ClusterProcess> =>
  new Promise((resolve, reject) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `awc-cluster-${index}-`));
    const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    let pending = '';
    let started = false;
    const timer = setTimeout(() => reject(new Error(`process ${index} did not start:\n${output.join('\n')}`)), 120_000);
    const onData = (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        output.push(line);
        const port = !started && /server listening/.test(line) ? line.match(/"port":(\d+)/)?.[1] : undefined;
        if (port) {
          started = true;
          clearTimeout(timer);
          resolve({ index, url: `http://127.0.0.1:${port}`, child, dataDir, output });
        }
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!started) reject(new Error(`process ${index} exited ${code} before listening:\n${output.join('\n')}`));
    });
  });

export const stopServerProcess = async (p: ClusterProcess | undefined) => {
  if (!p) return;
  if (p.child.exitCode === null && p.child.signalCode === null) {
    const exited = new Promise((resolve) => p.child.once('exit', resolve));
    p.child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(p.dataDir, { recursive: true, force: true });
};

/** The log lines of a process that carry this message (pino's JSON lines). */
export const logLines = (p: ClusterProcess, message: string) =>
  p.output.filter((line) => line.includes(`"msg":"${message}"`)).map((line) => JSON.parse(line) as Record<string, unknown>);
