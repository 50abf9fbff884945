import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../src/services/community/markdown.ts';

/** A generated stored-XSS corpus: raw HTML, Markdown links and images, encodings, and mixes. */
const corpus = (): string[] => {
  const js = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'javascript&#58;alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    '&#106;avascript:alert(1)',
    '//evil.example/x',
  ];
  const tags = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<a href="javascript:alert(1)">x</a>',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '<body onload=alert(1)>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<details open ontoggle=alert(1)>',
    '<object data="javascript:alert(1)">',
    '<embed src="javascript:alert(1)">',
    '<form action="javascript:alert(1)"><button>x</button></form>',
    '<input autofocus onfocus=alert(1)>',
    '<video><source onerror=alert(1)>',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<link rel=stylesheet href="javascript:alert(1)">',
    '<base href="javascript:alert(1)//">',
    '<style>@import "javascript:alert(1)";</style>',
    '"><script>alert(1)</script>',
    '<scr<script>ipt>alert(1)</script>',
    '<!--<img src="--><img src=x onerror=alert(1)//">',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  ];
  const out: string[] = [...tags];
  for (const url of js) {
    out.push(`[click](${url})`, `![img](${url})`, `<${url}>`, `[ref][r]\n\n[r]: ${url}`, `[x](${url} "title")`);
  }
  for (const tag of tags) out.push(`**bold** ${tag}`, `> ${tag}`, `- ${tag}`, `\`\`\`\n${tag}\n\`\`\``, `# ${tag}`);
  return out;
};

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const ALLOWED_ATTRS = new Set(['href', 'title', 'rel', 'target', 'start', 'align']);

/** Every real element of the output (text never contains a raw `<`: it is escaped as &lt;). */
const elementsOf = (html: string) =>
  [...html.matchAll(/<([a-z0-9]+)((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*\/?>/gi)].map(([, name, attrs]) => ({
    name: (name ?? '').toLowerCase(),
    attrs: [...(attrs ?? '').matchAll(/([a-z-]+)(?:="([^"]*)")?/gi)].map(([, k, v]) => ({ key: (k ?? '').toLowerCase(), value: v ?? '' })),
  }));

describe('renderMarkdown against a stored-XSS corpus', () => {
  const payloads = corpus();
  it('has at least 100 payloads', () => expect(payloads.length).toBeGreaterThanOrEqual(100));

  it.each(payloads.map((p) => [p]))('renders %j inert', (payload) => {
    const html = renderMarkdown(payload);
    // No raw tag can start anywhere except as an allowed element.
    expect(html.replace(/<\/?([a-z0-9]+)[^>]*>/gi, (tag, name: string) => (ALLOWED_TAGS.has(name.toLowerCase()) ? '' : tag))).not.toMatch(
      /<[a-z!/?]/i,
    );
    for (const el of elementsOf(html)) {
      expect(ALLOWED_TAGS.has(el.name), el.name).toBe(true);
      for (const a of el.attrs) {
        expect(ALLOWED_ATTRS.has(a.key), `${el.name} ${a.key}`).toBe(true);
        if (a.key === 'href') expect(a.value).toMatch(/^(https?:|mailto:)/i);
      }
    }
  });

  it('keeps ordinary Markdown', () => {
    expect(renderMarkdown('Hello **there**, see <https://example.com>.\n\n- one\n- two')).toBe(
      '<p>Hello <strong>there</strong>, see <a href="https://example.com" rel="nofollow ugc noopener noreferrer" target="_blank">https://example.com</a>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>',
    );
    expect(renderMarkdown('1 < 2 & 3 > 2')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
  });
});
