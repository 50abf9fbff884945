import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The web fonts (decision 294): a page of the product's own text needs only the two small core
 * files the HTML preloads, and a character outside them (an accented name) still renders in the
 * product's fonts, from @fontsource's full Latin file, never in a system font.
 */
const fontFiles = (page: Page) => {
  const files: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.woff2'))
      files.push(
        r
          .url()
          .replace(/^.*\/assets\//, '')
          .replace(/-[\w-]{8}\.woff2$/, ''),
      );
  });
  return files;
};

/** The fonts Chromium actually drew the element's text with. */
const fontsDrawing = async (page: Page, selector: string) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((f) => ({ family: f.familyName, custom: f.isCustomFont }));
};

test('public pages load only the two preloaded core fonts', async ({ page, request, allowConsole }) => {
  allowConsole(/^$/);
  const html = await (await request.get('/')).text();
  const preloads = [...html.matchAll(/<link rel="preload" href="\/assets\/([\w-]+?)-[\w-]{8}\.woff2" as="font"/g)].map((m) => m[1]);
  expect(preloads.sort()).toEqual(['inter-core', 'source-serif-4-core']);
  const files = fontFiles(page);
  for (const path of ['/', '/membership', '/blog', '/tools/debt-investment-calculator', '/faq']) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
  }
  expect([...new Set(files)].sort()).toEqual(['inter-core', 'source-serif-4-core']);
  // Every character of those pages is drawn from the core files, none by a system font.
  for (const selector of ['h1', 'main p']) expect((await fontsDrawing(page, selector)).every((f) => f.custom)).toBe(true);
});

test('a character outside the core files loads the full Latin file, in both families', async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  const files = fontFiles(page);
  await page.goto('/');
  await page.evaluate(() => {
    const h1 = document.querySelector('h1');
    if (h1) h1.textContent = 'Renée Müller, Esq.';
    const p = document.querySelector('main p');
    if (p) p.textContent = 'Café ñ Ø';
  });
  await expect
    .poll(() => files.filter((f) => f.includes('latin-wght')).sort())
    .toEqual(['inter-latin-wght-normal', 'source-serif-4-latin-wght-normal']);
  await page.evaluate(() => document.fonts.ready);
  expect(await fontsDrawing(page, 'h1')).toEqual([{ family: 'Source Serif 4', custom: true }]);
  expect(await fontsDrawing(page, 'main p')).toEqual([{ family: 'Inter', custom: true }]);
});
