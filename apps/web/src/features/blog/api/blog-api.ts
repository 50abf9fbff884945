import type { AdminBlogPost, BlogCommentDto, BlogListResponse, BlogPostInput, BlogPostStatusInput, BlogPostView } from '@awc/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type BlogListParams = { tag?: string | undefined; q?: string | undefined; page?: number | undefined };

export const blogQueries = {
  list: (params: BlogListParams) =>
    queryOptions({
      queryKey: ['blog', 'list', params],
      queryFn: ({ signal }) => api<BlogListResponse>('/api/blog/posts', { query: params, signal }),
      placeholderData: keepPreviousData,
    }),
  post: (slug: string) =>
    queryOptions({
      queryKey: ['blog', 'post', slug],
      queryFn: ({ signal }) => api<{ post: BlogPostView }>(`/api/blog/posts/${encodeURIComponent(slug)}`, { signal }),
    }),
  adminList: () => queryOptions({ queryKey: ['admin', 'blog'], queryFn: () => api<{ posts: AdminBlogPost[] }>('/api/admin/blog/posts') }),
  adminPost: (id: string) =>
    queryOptions({ queryKey: ['admin', 'blog', id], queryFn: () => api<{ post: AdminBlogPost }>(`/api/admin/blog/posts/${encodeURIComponent(id)}`) }),
};

export const createPost = (input: BlogPostInput) => api<{ post: AdminBlogPost }>('/api/admin/blog/posts', { method: 'POST', body: input });
export const updatePost = (id: string, input: BlogPostInput) =>
  api<{ post: AdminBlogPost }>(`/api/admin/blog/posts/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
export const setPostStatus = (id: string, input: BlogPostStatusInput) =>
  api<{ post: AdminBlogPost }>(`/api/admin/blog/posts/${encodeURIComponent(id)}/status`, { method: 'POST', body: input });
export const deletePost = (id: string) => api<{ success: true }>(`/api/admin/blog/posts/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const previewMarkdown = (body: string, signal?: AbortSignal) =>
  api<{ html: string }>('/api/admin/blog/preview', { method: 'POST', body: { body }, ...(signal ? { signal } : {}) });
export const uploadCover = (file: File) => {
  const formData = new FormData();
  formData.set('file', file);
  return api<{ url: string }>('/api/admin/blog/cover', { method: 'POST', formData });
};

// ---- comments (decision 345) ----

export type BlogComment = BlogCommentDto;
export const commentsQuery = (slug: string) =>
  queryOptions({
    queryKey: ['blog', 'comments', slug],
    queryFn: () => api<{ comments: BlogComment[] }>(`/api/blog/posts/${encodeURIComponent(slug)}/comments`),
  });
export const postComment = (slug: string, body: string, parentId?: string) =>
  api<{ id: string }>(`/api/blog/posts/${encodeURIComponent(slug)}/comments`, { method: 'POST', body: parentId ? { body, parentId } : { body } });
