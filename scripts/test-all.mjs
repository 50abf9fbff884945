// `npm test`: every suite (Vitest projects, then the Playwright journeys), ending with one plain
// line `N passed, N failed` over all of them, which CI reads. Exit code 1 if anything failed.
//   --only=unit   Vitest only        --only=e2e   Playwright only
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const extra = process.argv.slice(2).filter((a) => !a.startsWith('--only='));
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

if (only !== 'e2e') {
  const out = path.join(tmp, 'vitest.json');
  fs.rmSync(out, { force: true });
  const run = spawnSync(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extra], {
    cwd: root,
    stdio: 'inherit',
  });
  const report = readJson(out);
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    // A file that failed to load has no tests but is a failure.
    const brokenFiles = (report.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
    totals.failed += brokenFiles;
    lines.push(`vitest: ${report.numPassedTests} passed, ${report.numFailedTests + brokenFiles} failed`);
  } else {
    totals.failed += 1;
    lines.push(`vitest: did not report (exit ${run.status})`);
  }
  if (run.status !== 0 && report && report.numFailedTests === 0 && totals.failed === 0) {
    totals.failed += 1;
    lines.push(`vitest exited ${run.status}`);
  }
}

if (only !== 'unit') {
  const out = path.join(tmp, 'playwright.json');
  fs.rmSync(out, { force: true });
  const run = spawnSync(bin('playwright'), ['test', ...(only === 'e2e' ? extra : [])], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PW_JSON_OUTPUT: out },
  });
  const report = readJson(out);
  if (report?.stats) {
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
    totals.passed += expected + flaky;
    totals.failed += unexpected;
    totals.skipped += skipped;
    lines.push(`playwright: ${expected + flaky} passed, ${unexpected} failed${flaky ? ` (${flaky} flaky)` : ''}`);
    if (run.status !== 0 && unexpected === 0) {
      totals.failed += 1;
      lines.push(`playwright exited ${run.status}`);
    }
  } else {
    totals.failed += 1;
    lines.push(`playwright: did not report (exit ${run.status})`);
  }
}

console.log(`\n${lines.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
