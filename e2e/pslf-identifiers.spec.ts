import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CONSOLIDATED, FIXTURE_IDENTIFIERS, SEVERAL_LOANS } from '../packages/domain/src/tools/student-aid-file.fixtures.ts';
import { expect as baseExpect, readyOnNavigation, test } from './fixtures.ts';
import { DEMO } from './helpers.ts';
import { openTool } from './tool-helpers.ts';

/**
 * Issue 23 / decision 400: the personal identifiers in a federal aid file (SSN, date of birth, name,
 * addresses, email, phone, school) are never stored or logged. The aid file goes through the real
 * flow (upload and paste on the navigator, confirm, PSLF count saved, scenario saved, tracker
 * opened) against a server of its own, logging at debug level to a captured output, on an embedded
 * database of its own; then the server is stopped and its output, every file of its data directory
 * and every row of every table are searched for each identifier. Positive controls show each
 * search finds what the flow did store and log.
 */
test.describe.configure({ timeout: 720_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 4173) + 1000;
const url = `http://localhost:${port}`;
const SCENARIO = 'Identifier check 5Y7K';

/** Each identifier as the file writes it, and in the other forms code could turn it into. */
const I = FIXTURE_IDENTIFIERS;
const NEEDLES = [
  I.ssn,
  I.ssnDigits,
  I.dateOfBirth,
  '1994-04-09',
  I.firstName,
  'Quentin',
  I.lastName,
  'Zephyrwood',
  I.street,
  'Winterberry',
  I.city,
  'Maplecroft',
  I.email,
  I.phone,
  I.school,
  'Northwood University',
];
const found = (haystack: string) => NEEDLES.filter((n) => haystack.toLowerCase().includes(n.toLowerCase()));

const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));

let server: ChildProcess | null = null;
let output = '';
let dataDir = '';

test.afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('no identifier from the aid file reaches the database or the server log', async ({ browser }) => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'awc-e2e-ids-'));
  server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/index.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      // The embedded database, whatever the run's own server uses: its files are searched below.
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL')),
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'debug',
      SEED_ON_START: 'true',
    },
  });
  const exited = new Promise<number | null>((resolve) => server?.on('exit', (code) => resolve(code)));
  server.stdout?.on('data', (d: Buffer) => {
    output += d.toString('utf8');
  });
  server.stderr?.on('data', (d: Buffer) => {
    output += d.toString('utf8');
  });
  // A server of its own starts from an empty data directory: PGlite's initdb, the migrations and the
  // seed are about 10 s of CPU, which a machine shared with other suites can stretch to minutes
  // (observed: 162 s for initdb alone at a load average of 25). So the wait is for the server's
  // state, with the test's whole budget, and a server that exits fails at once with its output.
  await expect
    .poll(
      async () => {
        if (server?.exitCode !== null) return `exited with ${server?.exitCode}: ${output.slice(-2000)}`;
        return (await fetch(`${url}/api/health`).catch(() => null))?.status ?? 0;
      },
      { timeout: 480_000, intervals: [500] },
    )
    .toBe(200);

  const context = await browser.newContext({ baseURL: url });
  const page = readyOnNavigation(await context.newPage());
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: DEMO.member.email, password: DEMO.member.password, rememberMe: true },
    headers: { origin: url },
  });
  expect(signIn.ok()).toBe(true);
  await openTool(page, '/tools/student-loan-navigator', 'Student Loan Navigator');

  // The file, picked.
  await page
    .getByLabel('Choose MyStudentData.txt')
    .setInputFiles({ name: 'MyStudentData.txt', mimeType: 'text/plain', buffer: Buffer.from(SEVERAL_LOANS) });
  await expect(page.getByRole('heading', { name: /loans found/ })).toBeVisible();
  await page.getByRole('button', { name: 'Fill the navigator' }).click();
  await expect(page.getByTestId('pslf-saved')).toBeVisible();
  // Another file, pasted.
  await page.getByRole('button', { name: 'Or paste its text' }).click();
  await page.getByLabel('Text of MyStudentData.txt').fill(CONSOLIDATED);
  await page.getByRole('button', { name: 'Read the pasted text' }).click();
  await expect(page.getByRole('heading', { name: /found/ })).toBeVisible();
  await page.getByRole('button', { name: 'Fill the navigator' }).click();
  await expect(page.getByText(/filled in from your file/)).toBeVisible();
  await page.getByLabel('Scenario name').fill(SCENARIO);
  await page.getByRole('button', { name: 'Save scenario' }).click();
  await expect(page.getByRole('button', { name: `Open ${SCENARIO}` }).first()).toBeVisible();
  await page.goto('/tools/pslf-tracker');
  await expect(page.getByTestId('pslf-tracker-count')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByTestId('pslf-dashboard-card')).toBeVisible();
  await context.close();

  // Stop the server (it closes the database, so everything written is on disk), then search.
  server.kill('SIGTERM');
  await exited;

  // The log: it recorded the flow's requests, and none of the file's identifiers.
  expect(output).toContain('/api/scenarios');
  expect(output).toContain('/api/pslf/count');
  expect(found(output), 'identifiers in the server log').toEqual([]);

  // Every file of the data directory, byte for byte: the scenario is there, no identifier is.
  const files = filesUnder(dataDir).map((f) => fs.readFileSync(f).toString('latin1'));
  expect(files.some((text) => text.includes(SCENARIO))).toBe(true);
  const inFiles = [...new Set(files.flatMap(found))];
  expect(inFiles, 'identifiers in the database files').toEqual([]);

  // Every row of every table, as text.
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    const tables = await db.query<{ name: string }>(
      "select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'",
    );
    let rows = '';
    for (const { name } of tables.rows) {
      const r = await db.query<{ row: string }>(`select t::text as row from ${name} t`);
      rows += r.rows.map((x) => x.row).join('\n');
    }
    expect(rows).toContain(SCENARIO);
    const kept = await db.query<{ source: string }>('select source from pslf_trackers');
    expect(kept.rows.map((r) => r.source)).toContain('import');
    expect(found(rows), 'identifiers in the database rows').toEqual([]);
  } finally {
    await db.close();
  }
});
