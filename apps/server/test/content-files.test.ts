import { EDUCATION_NOTICE, matchRoute } from '@awc/domain';
import { describe, expect, it } from 'vitest';
import {
  countWords,
  FAQ_GROUPS,
  loadBlogPosts,
  loadFaq,
  loadGlossary,
  parseMarkdownWithFrontMatter,
  readingMinutes,
} from '../src/content/content-files.ts';

// The editorial files under content/ are loaded by the seed; this suite holds them to the rules of
// content/README.md so a broken file fails here rather than in a seed.
const posts = loadBlogPosts();
const glossary = loadGlossary();
const faq = loadFaq();
const glossarySlugs = new Set(glossary.map((t) => t.slug));
const postSlugs = new Set(posts.map((p) => p.slug));

const internalLinks = (markdown: string) => [...markdown.matchAll(/\]\((\/[^)\s#]*)(#[^)\s]*)?\)/g)].map((m) => m[1] as string);

describe('blog articles', () => {
  it('has at least 12 articles with unique slugs equal to their file names', () => {
    expect(posts.length).toBeGreaterThanOrEqual(12);
    expect(postSlugs.size).toBe(posts.length);
    for (const post of posts) expect(post.file).toBe(`${post.slug}.md`);
  });

  it('has complete front matter, published within 2026', () => {
    for (const post of posts) {
      const at = new Date(post.publishedAt);
      expect(at.getUTCFullYear(), post.slug).toBe(2026);
      expect(post.tags.length, post.slug).toBeGreaterThan(0);
      expect(post.excerpt.length, post.slug).toBeGreaterThanOrEqual(60);
    }
  });

  it('makes two or three articles members-only', () => {
    const members = posts.filter((p) => p.membersOnly).length;
    expect(members).toBeGreaterThanOrEqual(2);
    expect(members).toBeLessThanOrEqual(3);
  });

  it('keeps each article between 900 and 1,800 words, with ## headings and no <h1>', () => {
    for (const post of posts) {
      const words = countWords(post.body);
      expect(words, post.slug).toBeGreaterThanOrEqual(900);
      expect(words, post.slug).toBeLessThanOrEqual(1800);
      expect(post.body, post.slug).toMatch(/^## /m);
      expect(post.body, post.slug).not.toMatch(/^# /m);
      expect(readingMinutes(post.body)).toBeGreaterThanOrEqual(4);
    }
  });

  it('ends every article with the education-not-advice notice', () => {
    for (const post of posts) {
      const lastBlock = post.body.split(/\n\s*\n/).at(-1) ?? '';
      expect(lastBlock.startsWith('>'), post.slug).toBe(true);
      expect(lastBlock, post.slug).toContain(EDUCATION_NOTICE);
    }
  });

  it('links only to routes, glossary terms and articles that exist', () => {
    for (const post of posts) {
      for (const link of internalLinks(post.body)) {
        expect(matchRoute(link), `${post.slug} → ${link}`).not.toBeNull();
        const term = /^\/glossary\/(.+)$/.exec(link)?.[1];
        if (term) expect(glossarySlugs.has(term), `${post.slug} → ${link}`).toBe(true);
        const article = /^\/blog\/(.+)$/.exec(link)?.[1];
        if (article) expect(postSlugs.has(article), `${post.slug} → ${link}`).toBe(true);
      }
    }
  });

  it('rejects a file without front matter or with an incomplete one', () => {
    expect(() => parseMarkdownWithFrontMatter('# Title\n\nBody')).toThrow(/front matter/);
    const { data } = parseMarkdownWithFrontMatter('---\ntitle: "Only a title here"\n---\nBody');
    expect(data).toEqual({ title: 'Only a title here' });
  });
});

describe('glossary', () => {
  it('has at least 60 terms with unique slugs and terms', () => {
    expect(glossary.length).toBeGreaterThanOrEqual(60);
    expect(glossarySlugs.size).toBe(glossary.length);
    expect(new Set(glossary.map((t) => t.term.toLowerCase())).size).toBe(glossary.length);
  });

  it('covers the terms attorneys meet most', () => {
    for (const slug of [
      'adjusted-gross-income',
      'backdoor-roth-ira',
      'public-service-loan-forgiveness',
      'repayment-assistance-plan',
      'income-based-repayment',
      'safe-harbor',
      'schedule-k-1',
      'own-occupation-disability-insurance',
      'vesting',
      'pro-rata-rule',
      'form-8606',
    ]) {
      expect(glossarySlugs.has(slug), slug).toBe(true);
    }
  });

  it('gives every term a one-sentence definition and a body of two to five paragraphs', () => {
    for (const term of glossary) {
      expect(term.short, term.slug).toMatch(/[.!?]$/);
      expect(term.short.split(/[.!?](?:\s|$)/).filter(Boolean).length, term.slug).toBe(1);
      const paragraphs = term.body.split(/\n\s*\n/).filter((p) => p.trim());
      expect(paragraphs.length, term.slug).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length, term.slug).toBeLessThanOrEqual(5);
    }
  });

  it('relates every term only to other terms that exist', () => {
    for (const term of glossary) {
      expect(term.related.length, term.slug).toBeGreaterThan(0);
      for (const related of term.related) {
        expect(related, term.slug).not.toBe(term.slug);
        expect(glossarySlugs.has(related), `${term.slug} → ${related}`).toBe(true);
      }
    }
  });

  it('is sorted by term for the A–Z index', () => {
    const terms = glossary.map((t) => t.term);
    expect(terms).toEqual([...terms].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
  });
});

describe('FAQ', () => {
  const questions = faq.groups.flatMap((g) => g.questions);

  it('has at least 20 questions in the four groups, in order', () => {
    expect(faq.groups.map((g) => g.id)).toEqual([...FAQ_GROUPS]);
    expect(questions.length).toBeGreaterThanOrEqual(20);
    for (const group of faq.groups) expect(group.questions.length, group.id).toBeGreaterThanOrEqual(3);
  });

  it('uses unique question ids and links only to routes that exist', () => {
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    for (const q of questions) for (const link of internalLinks(q.answer)) expect(matchRoute(link), `${q.id} → ${link}`).not.toBeNull();
  });

  it('states the product as built: default prices, cancellation from billing, Stripe and the demo checkout', () => {
    const all = questions.map((q) => q.answer).join('\n');
    expect(all).toContain('$39 a month');
    expect(all).toContain('$390 a year');
    expect(all).toMatch(/Billing\*\* tab/);
    expect(all).toContain('Stripe');
    expect(all).toMatch(/demo mode/);
  });
});
