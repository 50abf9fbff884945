import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A feature folder is a unit a newcomer can read alone: it may use `lib/`, `components/` and the
 * domain package, never another feature. Pages in `app/` compose features (through slots, as the
 * dashboard does). Biome's restricted-import patterns match the import text, not the file it
 * resolves to, so a relative import of a sibling feature ("../../auth/...") cannot be told from one
 * inside the same feature without a rule per feature and depth; this resolves every relative
 * import instead, and fails on any that crosses from one feature into another.
 */
const src = path.dirname(fileURLToPath(import.meta.url));
const featuresDir = path.join(src, 'features');
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|vi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(p);
    return /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });

const featureOf = (file: string) => {
  const rel = path.relative(featuresDir, file);
  return rel.startsWith('..') ? null : (rel.split(path.sep)[0] ?? null);
};

export const crossFeatureImports = (files: string[], read: (file: string) => string) =>
  files.flatMap((file) => {
    const from = featureOf(file);
    if (!from) return [];
    return [...read(file).matchAll(IMPORT)].flatMap((m) => {
      const target = path.resolve(path.dirname(file), m[1] as string);
      const to = featureOf(target);
      return to && to !== from ? [`${path.relative(src, file)} imports ${path.relative(src, target)}`] : [];
    });
  });

describe('feature boundaries', () => {
  it('no feature imports another (app/ composes them)', () => {
    expect(crossFeatureImports(filesUnder(featuresDir), (f) => fs.readFileSync(f, 'utf8'))).toEqual([]);
  });

  it('catches a sibling feature imported by a relative path, and allows lib/ and the same feature', () => {
    const file = path.join(featuresDir, 'account', 'components', 'profile-tab.tsx');
    const text = [
      "import { useAuthState } from '../../auth/hooks/x.ts';",
      "import { api } from '../../../lib/api-client.ts';",
      "import { accountApi } from '../api/account-api.ts';",
      "vi.mock('../../tools/scenarios/api/scenarios-api.ts');",
    ].join('\n');
    expect(crossFeatureImports([file], () => text)).toEqual([
      'features/account/components/profile-tab.tsx imports features/auth/hooks/x.ts',
      'features/account/components/profile-tab.tsx imports features/tools/scenarios/api/scenarios-api.ts',
    ]);
  });
});
