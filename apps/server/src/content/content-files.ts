import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { lazyRequire } from '../lib/lazy-require.ts';
import { CONTENT_DIR } from '../paths.ts';

/** Only the seed reads front matter: the parser loads then, not with the server (decision 289). */
const yaml = lazyRequire<typeof import('yaml')>('yaml');

/**
 * Reads the editorial content kept as files under the repository's `content/` folder (see
 * content/README.md): blog posts as Markdown with front matter, the glossary and the FAQ as JSON.
 * The seed loads them into the database; the content test validates them with the same schemas,
 * so a file that would break the seed fails CI first.
 */

export { CONTENT_DIR };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = z.string().regex(SLUG, 'Use lower-case words joined by hyphens');

export const BlogFrontMatterSchema = z.strictObject({
  title: z.string().trim().min(10).max(120),
  slug,
  excerpt: z.string().trim().min(60).max(320),
  tags: z.array(slug).min(1).max(6),
  author: z.string().trim().min(3).max(80),
  /** ISO 8601 with a time and zone, e.g. 2026-03-10T13:00:00Z. */
  publishedAt: z.iso.datetime({ offset: true }),
  membersOnly: z.boolean(),
  coverAlt: z.string().trim().min(10).max(200).optional(),
});
export type BlogFrontMatter = z.infer<typeof BlogFrontMatterSchema>;
export type BlogPostFile = BlogFrontMatter & { body: string; file: string };

export const GlossaryTermSchema = z.strictObject({
  slug,
  term: z.string().trim().min(2).max(80),
  /** Other spellings that count as the term when linking it in posts (e.g. "Public Service Loan Forgiveness"). */
  aliases: z.array(z.string().trim().min(2)).optional(),
  /** One sentence. */
  short: z.string().trim().min(20).max(260),
  /** Markdown, two to five paragraphs. */
  body: z.string().trim().min(200),
  related: z.array(slug).min(1),
  sources: z.array(z.strictObject({ label: z.string().min(3), url: z.url({ protocol: /^https$/ }) })).optional(),
});
export type GlossaryTerm = z.infer<typeof GlossaryTermSchema>;

export const FAQ_GROUPS = ['membership', 'billing', 'tools', 'privacy'] as const;
export const FaqFileSchema = z.strictObject({
  groups: z.array(
    z.strictObject({
      id: z.enum(FAQ_GROUPS),
      title: z.string().min(3),
      questions: z.array(z.strictObject({ id: slug, question: z.string().trim().min(8).endsWith('?'), answer: z.string().trim().min(40) })).min(1),
    }),
  ),
});
export type FaqFile = z.infer<typeof FaqFileSchema>;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

/** Splits a Markdown file into its YAML front matter and its body. */
export const parseMarkdownWithFrontMatter = (text: string): { data: unknown; body: string } => {
  const m = FRONT_MATTER.exec(text);
  if (!m) throw new Error('missing front matter (a block between two --- lines at the top)');
  return { data: yaml().parse(m[1] as string), body: (m[2] as string).trim() };
};

export const loadBlogPosts = (dir = path.join(CONTENT_DIR, 'blog')): BlogPostFile[] =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const { data, body } = parseMarkdownWithFrontMatter(fs.readFileSync(path.join(dir, name), 'utf8'));
      const parsed = BlogFrontMatterSchema.safeParse(data);
      if (!parsed.success) throw new Error(`${name}: ${z.prettifyError(parsed.error)}`);
      return { ...parsed.data, body, file: name };
    });

export const loadGlossary = (file = path.join(CONTENT_DIR, 'glossary.json')): GlossaryTerm[] =>
  z.array(GlossaryTermSchema).parse(JSON.parse(fs.readFileSync(file, 'utf8')));

export const loadFaq = (file = path.join(CONTENT_DIR, 'faq.json')): FaqFile => FaqFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));

/** Reading time and word count live once, in the domain (the blog shows the same figure). */
export { countWords, readingMinutes } from '@awc/domain';
