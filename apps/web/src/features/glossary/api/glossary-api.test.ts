import { describe, expect, it } from 'vitest';
import { filterTerms } from './glossary-api.ts';

const terms = [
  {
    slug: 'pslf',
    term: 'Public Service Loan Forgiveness (PSLF)',
    short: 'Forgiveness after 120 qualifying payments.',
    letter: 'P',
    aliases: ['PSLF'],
  },
  { slug: 'vesting', term: 'Vesting', short: 'When you own what an employer contributed.', letter: 'V', aliases: [] },
];

describe('glossary search', () => {
  it('matches term, alias and definition, every word', () => {
    expect(filterTerms(terms, 'pslf').map((t) => t.slug)).toEqual(['pslf']);
    expect(filterTerms(terms, 'loan forgiveness').map((t) => t.slug)).toEqual(['pslf']);
    expect(filterTerms(terms, 'employer').map((t) => t.slug)).toEqual(['vesting']);
    expect(filterTerms(terms, 'employer pslf')).toEqual([]);
    expect(filterTerms(terms, '  ')).toHaveLength(2);
  });
});
