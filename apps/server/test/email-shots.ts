import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

/** Where the screenshots go: the test artifacts (`test-results/`, never committed). */
export const EMAIL_SHOTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results/emails');

export type Rendered = { name: string; width: number; file: string; overflowX: number; heading: string; linkCount: number };

/**
 * Renders each email's HTML, exactly as received over SMTP, in Debian's Chromium at 600 px (a
 * desktop mail pane) and 375 px (a phone), with scripts off as mail clients have them; saves the
 * screenshots and reports what a test should check (nothing wider than the screen, the heading).
 */
export const renderEmailsInChromium = async (mails: { name: string; html: string }[]): Promise<Rendered[]> => {
  fs.mkdirSync(EMAIL_SHOTS_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const out: Rendered[] = [];
  try {
    for (const width of [600, 375]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
      const page = await context.newPage();
      // Nothing leaves the machine while rendering (an email that loaded a remote image would show here).
      await page.route('**/*', (route) => route.abort());
      for (const mail of mails) {
        await page.setContent(mail.html, { waitUntil: 'load' });
        const file = path.join(EMAIL_SHOTS_DIR, `${mail.name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        // A string, so the server's type check (no DOM library) does not see browser globals.
        const facts = (await page.evaluate(`({
          overflowX: document.documentElement.scrollWidth - window.innerWidth,
          heading: document.querySelector('h1')?.textContent ?? '',
          linkCount: document.querySelectorAll('a[href^="http"]').length,
        })`)) as { overflowX: number; heading: string; linkCount: number };
        out.push({ name: mail.name, width, file, ...facts });
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
};
