import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 27: a comment gives its reason or fact in its own words. The specification and the design
 * documents live outside the repository and change on their own, so a comment that only names a
 * section of them ("Spec §9 hints.", "tools.md §3.4's figures.") tells a reader of the code nothing.
 * A citation may stand beside the reason; this fails on a comment that is little more than one.
 */
const self = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(self), '../../..');
const DIRS = ['apps/web/src', 'apps/server/src', 'apps/server/test', 'apps/server/security', 'packages/domain/src', 'e2e', 'bench', 'scripts'];
const SOURCE = /\.(ts|tsx|mjs|js)$/;

const DOC = String.raw`(?:product-spec|tools|routes|quality|architecture|style|stack-notes)\.md`;
const CITATION = new RegExp(String.raw`(?:\b(?:the\s+)?spec\s+|${DOC}(?:'s)?\s*)?§\s*[\w.…/-]*\w(?:\s*\([a-z]\))?(?:'s)?|${DOC}(?:'s)?`, 'gi');
/** Words that carry no fact of their own once the citation is gone. */
const FILLER = new Set(['see', 'per', 'as', 'in', 'of', 'the', 'and', 'its', 'from', 'by', 'under', 'with', 'to', 'a', 'an', 'spec', 'says', 'asks']);

function* files(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

/** The text of every comment: a block comment whole, a run of line comments joined. */
export const commentsOf = (source: string): string[] => {
  const found: string[] = [];
  for (const m of source.matchAll(/\/\*[\s\S]*?\*\//g)) found.push(m[0].replace(/^\/\*\*?|\*\/$/g, '').replace(/^\s*\* ?/gm, ''));
  let run: string[] = [];
  for (const line of source.replace(/\/\*[\s\S]*?\*\//g, '').split('\n')) {
    // `//` after a colon or a quote is an address or a string, not a comment.
    const m = line.match(/(?:^|[^:'"`\\])\/\/(.*)$/);
    if (m) run.push(m[1] as string);
    else if (run.length) {
      found.push(run.join(' '));
      run = [];
    }
  }
  if (run.length) found.push(run.join(' '));
  return found;
};

/** True when the comment cites a document outside the repository and says almost nothing else. */
export const onlyPoints = (comment: string): boolean => {
  if (!comment.match(CITATION)) return false;
  const rest = comment
    .replace(CITATION, ' ')
    .toLowerCase()
    .split(/[^a-z0-9$%]+/)
    .filter((w) => w && !FILLER.has(w));
  return rest.length < 4;
};

describe('comments that cite the design documents', () => {
  it('give the reason or the fact, not only the section', () => {
    const found: string[] = [];
    for (const dir of DIRS)
      for (const file of files(path.join(root, dir)))
        if (file !== self)
          for (const comment of commentsOf(fs.readFileSync(file, 'utf8')))
            if (onlyPoints(comment)) found.push(`${path.relative(root, file)}: ${comment.trim()}`);
    expect(found).toEqual([]);
  });

  it('tells a pointer from a comment with a citation beside its reason', () => {
    const pointers = [
      '/** Spec §3 "Savings form". */',
      '/** Spec §9 hints. */',
      "  // Computed by default: tools.md §3.4's figures.",
      '// see quality.md',
    ];
    const reasons = [
      "/** The navigator's hints: an emergency fund of 3–6 months of expenses; debt above 8% is high-interest (spec §9). */",
      '// Home is desktop-only (spec §2).',
      '/** Whole dollars for annual and stock amounts (tools.md §0.1): the domain’s one money formatter. */',
      "fetch('https://example.com/a'); // no citation here",
    ];
    expect(pointers.flatMap(commentsOf).filter(onlyPoints)).toHaveLength(pointers.length);
    expect(reasons.flatMap(commentsOf).filter(onlyPoints)).toEqual([]);
  });
});
