import { describe, expect, it } from 'vitest';
import { signupsByMonth } from './admin.ts';
import { videoEmbedUrl } from './content.ts';
import { ContentItemInputSchema } from './content.schemas.ts';

describe('videoEmbedUrl', () => {
  it('rebuilds YouTube and Vimeo links from their ids', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });
  it('refuses everything else', () => {
    for (const bad of [
      'javascript:alert(1)',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://evil.example.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=<script>',
      'https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ',
      'not a url',
    ])
      expect(videoEmbedUrl(bad)).toBeNull();
  });
  it('a video lesson needs an embeddable link', () => {
    const base = { title: 'Lesson', summary: 'A lesson about things', kind: 'video', category: 'taxes' };
    expect(ContentItemInputSchema.safeParse(base).error?.issues[0]?.message).toBe('A video lesson or replay needs a video link');
    expect(ContentItemInputSchema.safeParse({ ...base, videoUrl: 'https://evil.example.com/x' }).error?.issues[0]?.message).toBe(
      'Use a YouTube or Vimeo link',
    );
    expect(ContentItemInputSchema.parse({ ...base, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }).published).toBe(true);
  });
});

describe('signupsByMonth', () => {
  it('buckets by UTC month with zeros, oldest first', () => {
    const now = new Date('2026-03-15T00:00:00Z');
    expect(signupsByMonth([new Date('2026-03-01T00:00:00Z'), new Date('2026-01-31T23:59:00Z'), new Date('2025-01-01T00:00:00Z')], 3, now)).toEqual([
      { month: '2026-01', signups: 1 },
      { month: '2026-02', signups: 0 },
      { month: '2026-03', signups: 1 },
    ]);
  });
});

describe('recommendedTools', () => {
  it('puts the tools for the practice setting first, and only real member tools', async () => {
    const { recommendedTools } = await import('./recommendations.ts');
    expect(recommendedTools('PublicInterest').map((t) => t.path)).toEqual([
      '/tools/student-loan-navigator',
      '/tools/emergency-fund',
      '/tools/net-worth',
    ]);
    expect(recommendedTools(null, 20).every((t) => t.path.startsWith('/tools/'))).toBe(true);
    expect(new Set(recommendedTools(null, 20).map((t) => t.path)).size).toBe(recommendedTools(null, 20).length);
  });
});

describe('profileCompletion', () => {
  it('lists what is missing and the share done', async () => {
    const { profileCompletion } = await import('./recommendations.ts');
    expect(profileCompletion({ firstName: 'Ada', lastName: '', headline: null })).toEqual({
      complete: false,
      missing: ['Last name', 'Headline'],
      percent: 33,
    });
    expect(profileCompletion({ firstName: 'Ada', lastName: 'K', headline: 'Associate' })).toEqual({ complete: true, missing: [], percent: 100 });
  });
});
