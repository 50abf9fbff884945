import { chromium } from 'playwright-core';
import { signedInContext, signInCookie, startServer } from './lib.ts';
const server = await startServer();
try {
  const cookie = await signInCookie(server.url, 'member@attorneywealth.test', 'DemoMember2026');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
  const context = await signedInContext(browser, server.url, cookie);
  const page = await context.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('response', (r) => {
    if (r.status() >= 400) console.log('status', r.status(), r.url());
  });
  const res = await page.goto(`${server.url}${process.argv[2] ?? '/dashboard'}`, { waitUntil: 'networkidle' });
  console.log('status', res?.status(), (await res?.text())?.slice(0, 200));
  await browser.close();
} finally {
  await server.stop();
}
process.exit(0);
