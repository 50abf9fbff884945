import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES, BLOG_CATEGORY_IDS, categoryCoverPath, postCategory, postCoverImage, tagLabel } from './blog-labels.ts';

describe('tagLabel', () => {
  it.each([
    ['k-1', 'K-1'],
    ['roth-ira', 'Roth IRA'],
    ['401k', '401(k)'],
    ['pslf', 'PSLF'],
    ['biglaw', 'BigLaw'],
    ['student-loans', 'Student loans'],
    ['estimated-taxes', 'Estimated taxes'],
    ['public-interest', 'Public interest'],
    ['taxes', 'Taxes'],
    ['hsa-strategy', 'HSA strategy'],
    ['biglaw-bonuses', 'BigLaw bonuses'],
  ])('%s reads as %s', (tag, label) => expect(tagLabel(tag)).toBe(label));

  it('never shows slug text: no hyphen between words, the first letter capitalized', () => {
    for (const tag of ['cash-management', 'risk-management', 'solo-practice', 'financial-advisors'])
      expect(tagLabel(tag)).toMatch(/^[A-Z][a-z]+ [a-z]+$/);
  });
});

describe('postCategory and the cover', () => {
  it('takes the first tag that has a category', () => {
    expect(postCategory(['biglaw', 'taxes'])).toBe('career');
    expect(postCategory(['unknown', 'roth-ira'])).toBe('retirement');
    expect(postCategory(['pslf'])).toBe('student-loans');
    expect(postCategory([])).toBe('planning');
  });

  it('no tag belongs to two categories', () => {
    const seen = new Map<string, string>();
    for (const id of BLOG_CATEGORY_IDS)
      for (const tag of BLOG_CATEGORIES[id].tags) {
        expect(seen.get(tag), tag).toBeUndefined();
        seen.set(tag, id);
      }
  });

  it('an uploaded cover wins; otherwise the category’s generated cover, decorative beside its written category', () => {
    expect(postCoverImage({ coverUrl: '/api/files/x.jpg', coverAlt: 'A desk', tags: ['taxes'] })).toEqual({
      src: '/api/files/x.jpg',
      alt: 'A desk',
      generated: false,
    });
    expect(postCoverImage({ coverUrl: null, coverAlt: 'ignored', tags: ['k-1'] })).toMatchObject({
      src: categoryCoverPath('taxes'),
      alt: '',
      generated: true,
      label: 'Taxes',
    });
  });
});
