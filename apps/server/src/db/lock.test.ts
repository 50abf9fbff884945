import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockHolder, lockPath } from './lock.ts';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'awc-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('is taken and released', () => {
    const dir = tmp();
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockPath(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockPath(dir))).toBe(false);
  });

  it('refuses a directory a live process holds, naming the process', async () => {
    const dir = tmp();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      fs.writeFileSync(lockPath(dir), String(child.pid));
      expect(lockHolder(dir)).toBe(child.pid);
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(String(child.pid));
    } finally {
      child.kill();
    }
  });

  it('takes over a stale lock left by a process that died', async () => {
    const dir = tmp();
    const child = spawn(process.execPath, ['-e', '0']);
    await new Promise((r) => child.on('exit', r));
    fs.writeFileSync(lockPath(dir), String(child.pid));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockPath(dir), 'utf8')).toBe(String(process.pid));
    release();
  });
});
