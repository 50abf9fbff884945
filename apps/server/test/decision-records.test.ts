import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The decision records are the history of why the code is as it is; a reader who opens an old one
 * must learn at once that a later one changed it. Each record's status line says "amends NNN" or
 * "supersedes NNN" for the ones it changes, and the changed record says "amended by" or
 * "superseded by" back: each side is checked, so neither record can name the other alone.
 */
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/decisions');
const records = new Map(
  fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}-.*\.md$/.test(f))
    .map((f) => {
      const status = fs
        .readFileSync(path.join(dir, f), 'utf8')
        .split('\n')
        .slice(0, 12)
        .find((l) => l.startsWith('- Status:'));
      return [f.slice(0, 3), { file: f, status: status ?? '' }] as const;
    }),
);

// The three-digit numbers after each occurrence of the words, in any case ("Superseded by" too), up
// to the next ";" or the closing parenthesis at the end of the line ("amended by 360; amended by
// 361 (…)" gives 360 and 361).
const numbersAfter = (status: string, words: RegExp) =>
  [...status.matchAll(new RegExp(words.source, 'gi'))].flatMap((m) =>
    [...(status.slice((m.index ?? 0) + m[0].length).split(/;|\) *$/)[0] ?? '').matchAll(/\b(\d{3})\b/g)].map((x) => x[1] as string),
  );

describe('decision records', () => {
  it('each has a status line', () => {
    const missing = [...records.values()].filter((r) => !r.status).map((r) => r.file);
    expect(missing).toEqual([]);
  });

  it("a record that amends or supersedes another is named in that one's status, and the other way round", () => {
    const problems: string[] = [];
    for (const [n, r] of records) {
      for (const target of numbersAfter(r.status, /\b(amends|supersedes)\b/)) {
        const other = records.get(target);
        if (!other) problems.push(`${r.file} amends ${target}, which does not exist`);
        else if (!new RegExp(`(amended|superseded) by [^;]*\\b${n}\\b`, 'i').test(other.status))
          problems.push(`${other.file} does not say it is amended by ${n}`);
      }
      for (const by of numbersAfter(r.status, /\b(amended|superseded) by\b/)) {
        const other = records.get(by);
        if (!other) problems.push(`${r.file} names ${by}, which does not exist`);
        else if (!new RegExp(`\\b(amends|supersedes)\\b[^;]*\\b${n}\\b`, 'i').test(other.status))
          problems.push(`${other.file} does not say it amends ${n}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
