import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 19: American English everywhere a user reads (pages, emails, the PDF, validation messages,
 * content files). A US product for US attorneys: "organized", "personalized", "rigor", "modeled".
 * The list names the British forms found in the product; code and comments follow it too, so a
 * word never slips from a comment into a string.
 */
const BRITISH = [
  'organis(e|ed|es|ing|ation|ations)',
  'personalis(e|ed|es|ing|ation)',
  'rigour',
  'modell(ed|ing)',
  'colour(s|ed|ful)?',
  'favour(s|ed|ite|ites|able)?',
  'behaviour(s|al)?',
  'centre(s|d)?',
  'normalis(e|ed|es|ing|ation)',
  'initialis(e|ed|es|ing|ation)',
  'capitalis(e|ed|es|ing|ation)',
  'summaris(e|ed|es|ing)',
  'recognis(e|ed|es|ing)',
  'realis(e|ed|es|ing)',
  'optimis(e|ed|es|ing|ation)',
  'sanitis(e|ed|es|ing|ation|er)',
  'prioritis(e|ed|es|ing)',
  'minimis(e|ed|es|ing)',
  'maximis(e|ed|es|ing)',
  'authoris(e|ed|es|ing|ation)',
  'analys(e|ed|es|ing)',
  'catalogue(s)?',
  'practis(e|ed|es|ing)',
  'neighbour(s|hood)?',
  'licence(s)?',
  'judgement(s)?',
  'enrolment(s)?',
  'travell(ed|ing|er)',
  'labell(ed|ing)',
  'honour(s|ed)?',
  'labour',
  'defence',
  'whilst',
  'amongst',
];
const PATTERN = new RegExp(`\\b(${BRITISH.join('|')})\\b`, 'gi');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TEXT = /\.(ts|tsx|md|json|html|css|js|mjs|txt|xml)$/;

function* files(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  if (fs.statSync(dir).isFile()) {
    yield dir;
    return;
  }
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

const britishIn = (dirs: string[]) => {
  const found: string[] = [];
  for (const dir of dirs)
    for (const file of files(path.join(root, dir))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(PATTERN)) found.push(`${path.relative(root, file)}: ${m[0]}`);
    }
  return found;
};

describe('American English', () => {
  it('in the sources of every page, email, PDF and message, and in the content files', () => {
    expect(britishIn(['apps/web/src', 'apps/web/index.html', 'apps/server/src', 'packages/domain/src', 'content', 'e2e'])).toEqual([]);
  });
  it('in the built app, when it is built', () => {
    // dist/ exists after `npm run build` (and before every browser journey); a fresh clone has none.
    expect(britishIn(['apps/web/dist', 'apps/server/dist'])).toEqual([]);
  });
  it('recognizes the British forms it is meant to catch', () => {
    const sample = 'organised, personalised, rigour, modelled; organized, personalized, rigor, modeled';
    expect(sample.match(PATTERN)).toEqual(['organised', 'personalised', 'rigour', 'modelled']);
  });
});
