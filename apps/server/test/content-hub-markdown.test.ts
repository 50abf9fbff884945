import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../security/xss-payloads.ts';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts.ts';
import { SEED_STEPS } from '../src/db/seed/index.ts';
import { renderContentBody } from '../src/services/member-area/content-markdown.ts';
import { signedInCookie } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** The tags and attributes a rendered hub body may contain: anything else means the sanitizer let it through. */
const ALLOWED_TAGS = new Set(
  'h3 h4 h5 h6 p a ul ol li blockquote strong em del code pre hr br table thead tbody tr th td img sup sub span'.split(' '),
);
const ALLOWED_ATTRS = new Set(['href', 'title', 'class', 'aria-label', 'rel', 'target', 'id', 'src', 'alt', 'loading', 'align', 'aria-hidden']);

/** A URL as the browser reads it (entities decoded, tabs and newlines dropped) is relative or http(s)/mailto. */
const safeUrl = (value: string) => {
  const decoded = value
    .replace(/&#x([0-9a-f]+);?/gi, (_m, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_m, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&(amp|colon|tab|newline);/gi, (_m, n: string) => ({ amp: '&', colon: ':', tab: '\t', newline: '\n' })[n.toLowerCase()] ?? '')
    .split('')
    // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
    .filter((c) => c.charCodeAt(0) > 0x20)
    .join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(decoded)?.[1]?.toLowerCase();
  return scheme === undefined || ['http', 'https', 'mailto'].includes(scheme);
};

/**
 * The one frame a body may carry: the player our renderer builds (decision 348), attribute for
 * attribute, on a rebuilt YouTube no-cookie or Vimeo address. Its caption link is checked like any link.
 */
const OUR_PLAYER =
  /<figure class="video-embed"><iframe src="(?:https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}|https:\/\/player\.vimeo\.com\/video\/\d{1,12}\?dnt=1)" title="[^"<>]*" loading="lazy" allow="encrypted-media; picture-in-picture; fullscreen" allowfullscreen referrerpolicy="strict-origin-when-cross-origin" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"><\/iframe><figcaption>(<a [^>]*>Watch on (?:YouTube|Vimeo)<\/a>)<\/figcaption><\/figure>/g;

/** Every way the rendered HTML could run script; an empty list means the body is inert. */
const dangers = (rendered: string): string[] => {
  const found: string[] = [];
  const html = rendered.replace(OUR_PLAYER, '$1');
  for (const [, name, attrs] of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const tag = (name as string).toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) found.push(`tag <${tag}>`);
    for (const [, attr, value] of (attrs as string).matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      if (!ALLOWED_ATTRS.has((attr as string).toLowerCase())) found.push(`attribute ${attr} on <${tag}>`);
      if ((attr === 'href' || attr === 'src') && value !== undefined && !safeUrl(value)) found.push(`${attr}="${value}" on <${tag}>`);
    }
  }
  return found;
};

describe('hub item bodies: Markdown rendered and sanitized on the server', () => {
  it('renders headings (one level below the item title), lists, links and emphasis', () => {
    const html = renderContentBody(
      '# Plan\n\n## Step one\n\n- Pay the **card** first\n- Then [the match](https://example.com/match)\n\n1. one\n2. two',
    );
    expect(html).toContain('<h3 id="plan">');
    expect(html).toContain('<h3 id="step-one">');
    expect(html).not.toMatch(/<h2/);
    expect(html).toMatch(/<ul>\s*<li>Pay the <strong>card<\/strong> first<\/li>/);
    expect(html).toContain('<a href="https://example.com/match" rel="noopener noreferrer nofollow" target="_blank">the match</a>');
    expect(html).toContain('<ol>');
    expect(renderContentBody('   ')).toBe('');
  });

  it(`leaves nothing executable from any of the ${XSS_PAYLOADS.length} stored-XSS payloads`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
    for (const payload of XSS_PAYLOADS) {
      for (const body of [payload, `## Heading ${payload}\n\n- item ${payload}\n\n[link](${payload})`]) {
        const html = renderContentBody(body);
        expect(dangers(html), `payload: ${payload}\nhtml: ${html}`).toEqual([]);
        expect(html).not.toMatch(/<(script|svg|object|embed|style|math)\b/i);
        // No payload is a bare video link, so none may come out as a frame.
        expect(html).not.toMatch(/<iframe\b/i);
      }
    }
  });

  it('the self-check catches what it must (so a pass above means something)', () => {
    expect(dangers('<img src="x" onerror="a()">')).toEqual(['attribute onerror on <img>']);
    expect(dangers('<a href="javascript:a()">x</a>')).toEqual(['href="javascript:a()" on <a>']);
    expect(dangers('<a href="java&#x09;script&colon;a()">x</a>')).toEqual(['href="java&#x09;script&colon;a()" on <a>']);
    expect(dangers('<a href="/tools/x">x</a><a href="#top">y</a><a href="https://x.example">z</a>')).toEqual([]);
    expect(dangers('<iframe src="https://x"></iframe>')).toEqual(['tag <iframe>', 'tag <iframe>']);
    // Our player passes only as built: another address or one more attribute is caught.
    const player = renderContentBody('https://youtu.be/dQw4w9WgXcQ');
    expect(dangers(player)).toEqual([]);
    expect(dangers(player.replace('www.youtube-nocookie.com', 'evil.example'))).toContain('tag <iframe>');
    expect(dangers(player.replace('loading="lazy"', 'loading="lazy" srcdoc="x"'))).toContain('tag <iframe>');
  });
});

describe('videos in hub item bodies (decision 348)', () => {
  const frames = (html: string) => [...html.matchAll(/<iframe\b[^>]*>/g)].map((m) => m[0]);
  const srcOf = (frame: string) => /\ssrc="([^"]*)"/.exec(frame)?.[1];

  it('turns a YouTube or Vimeo link alone on its line into our privacy-friendly player', () => {
    const html = renderContentBody(
      'Watch these first.\n\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10\n\n<https://vimeo.com/76979871>\n\nhttps://youtu.be/dQw4w9WgXcQ',
      'Your first money plan',
    );
    const found = frames(html);
    expect(found.map(srcOf)).toEqual([
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://player.vimeo.com/video/76979871?dnt=1',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]);
    for (const [i, frame] of found.entries()) {
      expect(frame).toContain(`title="Video ${i + 1}: Your first money plan"`);
      expect(frame).toContain('sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"');
      expect(frame).toContain('loading="lazy"');
      expect(frame).toContain('referrerpolicy="strict-origin-when-cross-origin"');
    }
    // The original link stays, for readers whose browser blocks frames.
    expect(html).toContain('<a href="https://vimeo.com/76979871" rel="noopener noreferrer nofollow" target="_blank">Watch on Vimeo</a>');
    expect(html).toContain('<p>Watch these first.</p>');
    expect(dangers(html)).toEqual([]);
  });

  it('leaves other hosts, links with their own text and links inside prose as plain links', () => {
    for (const body of [
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/playlist?list=PL123',
      '[Watch the lesson](https://youtu.be/dQw4w9WgXcQ)',
      'See https://youtu.be/dQw4w9WgXcQ before the call.',
      '- https://youtu.be/dQw4w9WgXcQ',
    ]) {
      const html = renderContentBody(body);
      expect(frames(html), body).toEqual([]);
      expect(html, body).toMatch(/<a href="[^"]+"/);
    }
  });

  it('removes an iframe or a javascript: link an author writes, even one pointing at an allowed host', () => {
    const html = renderContentBody(
      [
        '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>',
        '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
        '<figure class="video-embed"><iframe src="javascript:alert(1)"></iframe></figure>',
        '[play](javascript:alert(1))',
        '<a href="javascript:alert(1)">https://youtu.be/dQw4w9WgXcQ</a>',
        'javascript:alert(1)//https://youtu.be/dQw4w9WgXcQ',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<iframe|<figure|srcdoc|href="javascript/i);
    expect(dangers(html)).toEqual([]);
  });
});

describe('hub items through the API', () => {
  let t: TestApp;
  let admin = '';
  let member = '';
  beforeAll(async () => {
    t = await createTestApp();
    for (const step of SEED_STEPS) if (step.name !== 'demo community') await step.run(t.deps);
    const demo = (role: string) => DEMO_ACCOUNTS.find((d) => d.role === role) as (typeof DEMO_ACCOUNTS)[number];
    admin = await signedInCookie(t, demo('admin').email, demo('admin').password);
    member = await signedInCookie(t, demo('member').email, demo('member').password);
  });
  afterAll(() => t.close());

  it('stores the Markdown as written and sends members only the sanitized HTML of every payload', async () => {
    const body = `## Why it matters\n\nhttps://youtu.be/dQw4w9WgXcQ\n\n${XSS_PAYLOADS.join('\n\n')}`;
    const created = await t.request('/api/admin/content', {
      method: 'POST',
      headers: { cookie: admin },
      json: {
        title: 'XSS corpus item',
        summary: 'Every stored-XSS payload in one body.',
        body,
        kind: 'article',
        category: 'career',
        published: true,
      },
    });
    expect(created.status).toBe(201);
    const { item: stored } = (await created.json()) as { item: { id: string; body: string } };
    expect(stored.body).toBe(body.trim());

    const res = await t.request(`/api/content/${stored.id}`, { headers: { cookie: member } });
    expect(res.status).toBe(200);
    const { item } = (await res.json()) as { item: { bodyHtml: string } };
    expect(item.bodyHtml).toContain('<h3 id="why-it-matters">');
    expect(dangers(item.bodyHtml)).toEqual([]);
    expect(item.bodyHtml).not.toMatch(/<(script|svg|object|embed|style)\b/i);
    // The one frame is the player built from the bare video link, titled after the item.
    expect([...item.bodyHtml.matchAll(/<iframe\b[^>]*>/g)].map((m) => m[0])).toEqual([
      expect.stringContaining('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video 1: XSS corpus item"'),
    ]);
  });
});
