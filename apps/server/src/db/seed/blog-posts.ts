import { loadBlogPosts } from '../../content/content-files.ts';
import { seedPostsFromFiles } from '../../services/blog/posts.ts';
import type { Deps } from '../../types.ts';

/** The articles of content/blog, published with their own dates. */
export const seedBlogPosts = async (deps: Deps) => seedPostsFromFiles(deps, loadBlogPosts());
