// Renders the blog's typographic covers (one per category, named by `categoryCoverPath`) and the
// site's default Open Graph image into apps/web/public/, at 1200 × 630 (decision 371). The PNGs are
// committed: the build and the server need no browser. Run again after changing a category or
// this design: `node scripts/render-covers.mjs` (Debian's Chromium, as the journeys use).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BookOpenCheckIcon, BriefcaseIcon, GraduationCapIcon, HouseIcon, LandmarkIcon, ShieldCheckIcon, TrendingUpIcon } from 'lucide-react';
import { chromium } from 'playwright-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { BLOG_CATEGORIES, BLOG_CATEGORY_IDS, categoryCoverPath, COVER_SIZE } = await tsImport('../packages/domain/src/index.ts', import.meta.url);
const out = path.join(root, 'apps/web/public');

const ICONS = {
  'student-loans': GraduationCapIcon,
  taxes: LandmarkIcon,
  retirement: TrendingUpIcon,
  insurance: ShieldCheckIcon,
  career: BriefcaseIcon,
  household: HouseIcon,
  planning: BookOpenCheckIcon,
};

// Inlined: a page set from a string may not read files.
const fontUrl = (pkg, file) =>
  `data:font/woff2;base64,${fs.readFileSync(path.join(root, 'node_modules/@fontsource-variable', pkg, 'files', file)).toString('base64')}`;
const MARK =
  '<svg viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="12" fill="#ffffff" fill-opacity="0.08"/><path d="M32 12 14 22v4h36v-4L32 12Zm-14 18v16h6V30h-6Zm11 0v16h6V30h-6Zm11 0v16h6V30h-6ZM14 49v4h36v-4H14Z" fill="#d9c08f"/></svg>';

const page = ({ eyebrow, title, icon, small }) => `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: CoverSerif; src: url(${fontUrl('source-serif-4', 'source-serif-4-latin-wght-normal.woff2')}); font-weight: 200 900; }
@font-face { font-family: CoverSans; src: url(${fontUrl('inter', 'inter-latin-wght-normal.woff2')}); font-weight: 100 900; }
* { margin: 0; box-sizing: border-box; }
body { width: ${COVER_SIZE.width}px; height: ${COVER_SIZE.height}px; overflow: hidden; font-family: CoverSans; color: #fff;
  background: radial-gradient(900px 520px at 92% -10%, rgb(176 141 87 / 0.28), transparent), radial-gradient(700px 420px at -10% 120%, rgb(61 95 149 / 0.45), transparent), #0b1f3a; }
.frame { position: absolute; inset: 36px; border: 1.5px solid rgb(217 192 143 / 0.35); border-radius: 18px; }
.icon { position: absolute; right: 72px; top: 50%; transform: translateY(-50%); color: #d9c08f; opacity: 0.9; }
.icon svg { width: 250px; height: 250px; }
.text { position: absolute; left: 96px; top: 120px; width: ${small ? 900 : 700}px; }
.eyebrow { font-size: 26px; font-weight: 600; letter-spacing: 0.2em; text-transform: uppercase; color: #d9c08f; }
.rule { width: 96px; height: 4px; background: #b08d57; margin: 30px 0 34px; border-radius: 2px; }
h1 { font-family: CoverSerif; font-weight: 600; font-size: ${small ? 76 : 92}px; line-height: 1.05; letter-spacing: -0.01em; }
.brand { position: absolute; left: 96px; bottom: 84px; display: flex; align-items: center; gap: 18px; }
.brand b { font-family: CoverSerif; font-weight: 600; font-size: 30px; display: block; }
.brand i { font-style: normal; font-size: 15px; font-weight: 600; letter-spacing: 0.28em; text-transform: uppercase; color: #d9c08f; }
</style></head><body><div class="frame"></div>
${icon ? `<div class="icon">${renderToStaticMarkup(createElement(icon, { 'aria-hidden': true, strokeWidth: 1.25 }))}</div>` : ''}
<div class="text"><p class="eyebrow">${eyebrow}</p><div class="rule"></div><h1>${title}</h1></div>
<div class="brand">${MARK}<span><b>Attorney Wealth</b><i>Collective</i></span></div>
</body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const context = await browser.newContext({ viewport: COVER_SIZE, deviceScaleFactor: 1 });
const tab = await context.newPage();
const render = async (html, file) => {
  await tab.setContent(html, { waitUntil: 'load' });
  await tab.evaluate(async () => {
    await document.fonts.ready;
    if (![...document.fonts].every((f) => f.status === 'loaded')) throw new Error('a font did not load');
  });
  // Covers are JPEG (a tenth of the PNG's size with these gradients); the default image stays PNG.
  await tab.screenshot({ path: path.join(out, file), ...(file.endsWith('.jpg') ? { type: 'jpeg', quality: 86 } : {}) });
  console.log(`wrote apps/web/public/${file}`);
};
for (const id of BLOG_CATEGORY_IDS)
  await render(page({ eyebrow: 'From the blog', title: BLOG_CATEGORIES[id].label, icon: ICONS[id] }), categoryCoverPath(id).slice(1));
await render(
  page({ eyebrow: 'Financial education for US attorneys', title: 'Financial clarity for the practice of your life', small: true }),
  'og-image.png',
);
await browser.close();
