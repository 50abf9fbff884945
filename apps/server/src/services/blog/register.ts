import { PRODUCT_NAME, postCoverImage } from '@awc/domain';
import type { Deps } from '../../types.ts';
import { faqStructuredData, getGlossaryTerm, listGlossaryTerms } from '../glossary/glossary.ts';
import { postMeta, registerBlogJobs, sitemapPosts } from './posts.ts';

/**
 * Plugs the blog, glossary and FAQ into the server: the scheduled-publication job, the per-page
 * head of /blog/{slug}, /glossary/{slug} and /faq (404 for a missing slug), and sitemap entries.
 */
export const registerContent = (deps: Deps) => {
  registerBlogJobs(deps);
  deps.pageMeta.set('/blog/:slug', async (params, d) => {
    const post = await postMeta(d.database.db, params.slug ?? '');
    if (!post) return null;
    return {
      title: post.title,
      description: post.excerpt,
      canonicalPath: `/blog/${post.slug}`,
      type: 'article',
      // The image the page shows: the uploaded cover or the category's generated one (decision 371).
      image: postCoverImage(post).src,
      ...(post.publishedAt ? { publishedTime: post.publishedAt } : {}),
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.excerpt,
        datePublished: post.publishedAt,
        author: { '@type': 'Organization', name: post.author },
        publisher: { '@type': 'Organization', name: PRODUCT_NAME },
        isAccessibleForFree: !post.membersOnly,
        mainEntityOfPage: `${d.env.PUBLIC_URL}/blog/${post.slug}`,
        image: new URL(postCoverImage(post).src, `${d.env.PUBLIC_URL}/`).toString(),
      },
    };
  });
  deps.pageMeta.set('/glossary/:slug', async (params, d) => {
    const term = getGlossaryTerm(params.slug ?? '');
    if (!term) return null;
    return {
      title: `${term.term}: definition for attorneys`,
      description: term.short,
      canonicalPath: `/glossary/${term.slug}`,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'DefinedTerm',
        name: term.term,
        description: term.short,
        url: `${d.env.PUBLIC_URL}/glossary/${term.slug}`,
        inDefinedTermSet: `${d.env.PUBLIC_URL}/glossary`,
      },
    };
  });
  deps.pageMeta.set('/faq', async () => ({
    title: 'Frequently Asked Questions',
    description: 'Answers about membership, billing, the tools and your privacy.',
    jsonLd: faqStructuredData(),
  }));
  deps.sitemapSources.push(
    (d) => sitemapPosts(d.database.db),
    async () => listGlossaryTerms().map((t) => ({ path: `/glossary/${t.slug}` })),
  );
};
