import { expect, test } from '../fixtures.ts';

/**
 * Issue 17 item 10: zod probed `new Function('')`; the CSP (no 'unsafe-eval') refused it and
 * reported a violation on every page that built a schema. With zod jitless nothing asks for eval.
 */
test('pages with forms raise no CSP eval violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  for (const path of ['/auth', '/contact', '/tools/debt-investment-calculator']) {
    await page.goto(path);
    const field = page.getByRole('textbox').first();
    await field.fill('x');
    await field.press('Tab');
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(
      violations.filter((v) => /eval/.test(v)),
      path,
    ).toEqual([]);
  }
});
