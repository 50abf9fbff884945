// `npm run test:security`: the security and resilience suite (quality.md), ending with one line
// `N passed, N failed`. Three parts: the server suites with production settings (Vitest,
// vitest.security.config.ts: generated bad input, CSRF, headers, sessions, cross-user access,
// backup/restore, PostgreSQL restart), the stored-XSS corpus executed in Chromium (Playwright,
// e2e/security), and `npm audit --omit=dev` (0 high or critical).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};
const totals = { passed: 0, failed: 0 };
const lines = [];

{
  const out = path.join(tmp, 'security-vitest.json');
  fs.rmSync(out, { force: true });
  const run = spawnSync(
    bin('vitest'),
    ['run', '-c', 'vitest.security.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  const report = readJson(out);
  if (report) {
    const broken = (report.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + broken + (run.status !== 0 && report.numFailedTests + broken === 0 ? 1 : 0);
    lines.push(`server security: ${report.numPassedTests} passed, ${report.numFailedTests + broken} failed`);
  } else {
    totals.failed += 1;
    lines.push(`server security: did not report (exit ${run.status})`);
  }
}

{
  const out = path.join(tmp, 'security-playwright.json');
  fs.rmSync(out, { force: true });
  const run = spawnSync(bin('playwright'), ['test', 'e2e/security'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, AWC_SECURITY: '1', PW_JSON_OUTPUT: out },
  });
  const stats = readJson(out)?.stats;
  if (stats) {
    const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
    totals.passed += passed;
    totals.failed += (stats.unexpected ?? 0) + (run.status !== 0 && !stats.unexpected ? 1 : 0);
    lines.push(`xss in chromium: ${passed} passed, ${stats.unexpected ?? 0} failed`);
  } else {
    totals.failed += 1;
    lines.push(`xss in chromium: did not report (exit ${run.status})`);
  }
}

{
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8' });
  const report = (() => {
    try {
      return JSON.parse(run.stdout);
    } catch {
      return null;
    }
  })();
  const v = report?.metadata?.vulnerabilities;
  if (v) {
    const bad = (v.high ?? 0) + (v.critical ?? 0);
    lines.push(`npm audit --omit=dev: ${v.critical ?? 0} critical, ${v.high ?? 0} high, ${v.moderate ?? 0} moderate, ${v.low ?? 0} low`);
    if (bad === 0) totals.passed += 1;
    else totals.failed += 1;
  } else if (/405|ENOTFOUND|ECONNREFUSED|EAI_AGAIN|audit endpoint returned an error/.test(`${run.stdout}${run.stderr}`)) {
    // This machine's registry mirror answers the advisory endpoint with 405 (GET/HEAD only), so the
    // audit cannot run here; say so plainly rather than pass or fail on no data (decision 285).
    lines.push('npm audit --omit=dev: NOT RUN, the advisory endpoint is unreachable from this machine');
  } else {
    totals.failed += 1;
    lines.push(`npm audit did not report: ${(run.stderr || run.stdout).slice(0, 300)}`);
  }
}

console.log(`\n${lines.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
