// Takes full-page screenshots of paths at given widths: node scripts/screenshot.mjs <baseUrl> <outDir> <path...>
// Width list via WIDTHS=375,1280. Used to look at pages as a person would.
import fs from 'node:fs';
import { chromium } from 'playwright-core';

const [base, outDir, ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '375,1280').split(',').map(Number);
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (m) => m.type() === 'error' && console.log(`[console ${width}] ${m.text()}`));
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(Number(process.env.WAIT ?? 300));
    const name = `${p.replace(/[^\w]+/g, '_') || 'root'}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: process.env.FULL !== '0' });
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();
