import { describe, expect, it } from 'vitest';
import { BlogPostInputSchema, countWords, readingMinutes, slugify } from './blog.ts';
import { ContactSchema, FirmEnquirySchema } from './contact.ts';

describe('slugify', () => {
  it.each([
    ['Your BigLaw bonus & the 22% trap', 'your-biglaw-bonus-the-22-trap'],
    ['  PSLF after the 2025 law  ', 'pslf-after-the-2025-law'],
    ['Attorneys’ 401(k) plans', 'attorneys-401-k-plans'],
    ['Café résumé', 'cafe-resume'],
  ])('%j → %s', (title, slug) => expect(slugify(title)).toBe(slug));
});

describe('reading time', () => {
  it('counts prose words, not Markdown syntax or link targets', () => {
    expect(countWords('## A heading\n\nSome *bold* [link text](https://example.com/a-b-c) here.')).toBe(7);
  });
  it('rounds at 230 words a minute, at least one minute', () => {
    expect(readingMinutes('word')).toBe(1);
    expect(readingMinutes(Array.from({ length: 1150 }, () => 'word').join(' '))).toBe(5);
  });
});

describe('BlogPostInputSchema', () => {
  const good = {
    title: 'A good title',
    slug: 'a-good-title',
    excerpt: 'An excerpt long enough to pass.',
    body: 'Body',
    visibility: 'public',
    author: 'Editor',
  };
  it('accepts a post and normalizes tags', () => {
    expect(BlogPostInputSchema.parse({ ...good, tags: ['Taxes'] }).tags).toEqual(['taxes']);
  });
  it('explains each bad field', () => {
    const r = BlogPostInputSchema.safeParse({ ...good, title: 'x', slug: 'Not A Slug', excerpt: 'short', body: ' ' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['title', 'Enter a title of at least 5 characters.'],
      ['slug', 'Use lower-case letters, numbers and single hyphens (e.g. my-first-post).'],
      ['excerpt', 'Write an excerpt of at least 20 characters.'],
      ['body', 'Write the article before saving it.'],
    ]);
  });
});

describe('contact schemas', () => {
  it('requires a name, a valid email, a topic and a real message', () => {
    const r = ContactSchema.safeParse({ name: '', email: 'x', topic: '', message: 'hi' });
    expect(Object.fromEntries(r.error?.issues.map((i) => [i.path[0], i.message]) ?? [])).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      topic: 'Please choose a topic',
      message: 'Please write at least 20 characters',
    });
  });
  it('accepts a firm enquiry', () => {
    expect(
      FirmEnquirySchema.safeParse({
        firmName: 'Hale LLP',
        name: 'Pat',
        email: 'pat@hale.com',
        attorneys: '25–99',
        message: 'A pilot for our associates, please.',
      }).success,
    ).toBe(true);
  });
});
