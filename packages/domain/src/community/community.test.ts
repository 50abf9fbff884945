import { describe, expect, it } from 'vitest';
import {
  canModifyPost,
  DirectoryQuerySchema,
  markdownExcerpt,
  ReportCreateSchema,
  SuggestionCreateSchema,
  suggestionStatusNotice,
  ThreadCreateSchema,
} from './community.ts';

describe('community schemas', () => {
  it('gives one clear message per bad field', () => {
    const r = ThreadCreateSchema.safeParse({ spaceId: 'x', title: ' Hi ', body: '  ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['spaceId', 'Choose a topic space'],
      ['title', 'Title must be at least 5 characters'],
      ['body', 'Write something before posting'],
    ]);
    expect(ThreadCreateSchema.safeParse({ spaceId: 'general', title: 'x'.repeat(151), body: 'ok' }).error?.issues[0]?.message).toBe(
      'Title must be 150 characters or less',
    );
    expect(ThreadCreateSchema.safeParse({ spaceId: 'general', title: 'Fine title', body: 'x'.repeat(10_001) }).error?.issues[0]?.message).toBe(
      'Posts must be 10,000 characters or less',
    );
  });

  it('trims suggestions and checks the category', () => {
    expect(SuggestionCreateSchema.parse({ title: '  Roth  basics ', details: ' twenty characters at least ', category: 'article' })).toEqual({
      title: 'Roth  basics',
      details: 'twenty characters at least',
      category: 'article',
    });
    expect(
      SuggestionCreateSchema.safeParse({ title: 'Roth basics', details: 'twenty characters at least', category: 'podcast' }).error?.issues[0]
        ?.message,
    ).toBe('Choose a category');
  });

  it('defaults report details and directory queries', () => {
    expect(ReportCreateSchema.parse({ reason: 'spam' })).toEqual({ reason: 'spam', details: '' });
    expect(DirectoryQuerySchema.parse({})).toEqual({ q: '', practiceSetting: '', cursor: '' });
    expect(DirectoryQuerySchema.safeParse({ practiceSetting: 'Nope' }).success).toBe(false);
  });
});

describe('canModifyPost', () => {
  it('is true only for the author', () => {
    expect(canModifyPost({ authorId: 'a' }, 'a')).toBe(true);
    expect(canModifyPost({ authorId: 'a' }, 'b')).toBe(false);
    expect(canModifyPost({ authorId: null }, 'a')).toBe(false);
  });
});

describe('markdownExcerpt', () => {
  it('strips Markdown and HTML and cuts at a word', () => {
    expect(markdownExcerpt('# Title\n\n**Bold** and [link](https://x.y) <b>tag</b>')).toBe('Title Bold and link tag');
    const long = markdownExcerpt('word '.repeat(100), 30);
    expect(long.length).toBeLessThanOrEqual(30);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('suggestionStatusNotice', () => {
  it('names the suggestion and its new status', () => {
    expect(suggestionStatusNotice('Roth basics', 'published')).toEqual({
      title: 'Your suggestion is published',
      message: '“Roth basics” is now available to members.',
    });
    expect(suggestionStatusNotice('X', 'declined').title).toBe('Your suggestion was declined');
  });
});
