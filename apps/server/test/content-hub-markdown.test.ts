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

/** Every way the rendered HTML could run script; an empty list means the body is inert. */
const dangers = (html: string): string[] => {
  const found: string[] = [];
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
        expect(html).not.toMatch(/<(script|iframe|svg|object|embed|style|math)\b/i);
      }
    }
  });

  it('the self-check catches what it must (so a pass above means something)', () => {
    expect(dangers('<img src="x" onerror="a()">')).toEqual(['attribute onerror on <img>']);
    expect(dangers('<a href="javascript:a()">x</a>')).toEqual(['href="javascript:a()" on <a>']);
    expect(dangers('<a href="java&#x09;script&colon;a()">x</a>')).toEqual(['href="java&#x09;script&colon;a()" on <a>']);
    expect(dangers('<a href="/tools/x">x</a><a href="#top">y</a><a href="https://x.example">z</a>')).toEqual([]);
    expect(dangers('<iframe src="https://x"></iframe>')).toEqual(['tag <iframe>', 'tag <iframe>']);
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
    const body = `## Why it matters\n\n${XSS_PAYLOADS.join('\n\n')}`;
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
    expect(item.bodyHtml).not.toMatch(/<(script|iframe|svg|object|embed|style)\b/i);
  });
});
