import { EDUCATION_NOTICE, routeByPath } from '@awc/domain';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { resizeTo } from './helpers.ts';

/**
 * The finished public marketing and legal pages: each opens with its route-table heading, shows
 * its key content, and has no axe violations on a laptop and on a phone.
 */
const PAGES: Array<{ path: string; expects: Array<string | RegExp> }> = [
  { path: '/about', expects: ['What we do, and what we deliberately don’t', 'How we are funded', 'Education, never sales'] },
  { path: '/terms', expects: ['Membership, payment and renewal', /cancel at any time from the Billing tab/i, 'Governing law and disputes'] },
  { path: '/privacy', expects: ['What we collect', /We do not sell personal data/, 'How long we keep it'] },
  { path: '/disclaimer', expects: ['About the tools', 'No products, endorsements or commissions', EDUCATION_NOTICE] },
  { path: '/advisortldr', expects: ['Seven kinds of advisor, summarized', 'Fee-only financial planner', '$1,326,649'] },
  {
    path: '/attorney-wealth-blueprint',
    expects: ['Seven things every attorney’s finances rest on', 'Stage 4 · Own', '401(k) deferral limit $24,500'],
  },
  { path: '/case-method', expects: ['In re the Third-Year’s Bonus', 'Every case, briefed the same way'] },
  { path: '/case-method-guide', expects: ['Worked example', '$335,807', 'The case worksheet'] },
  { path: '/napfa', expects: ['Fee-only is not the same as fee-based', 'Eight questions to ask every candidate', 'Red flags'] },
  { path: '/compoundingcounsel', expects: ['Coming 2026', 'Six two-week modules', 'Hear first when Compounding Counsel opens'] },
  { path: '/the-equity-brief', expects: ['Coming 2027', 'The anatomy of an issue', 'Hear first when The Equity Brief opens'] },
  { path: '/firm-pilot-program', expects: ['A complete pilot, ready to run', 'Choose four', 'Start a conversation about a pilot'] },
  { path: '/unsubscribe-successful', expects: [/You won’t receive the monthly brief/, 'What still arrives', 'Changed your mind?'] },
];

test.describe('marketing pages', () => {
  // Independent checks: let both workers share them.
  test.describe.configure({ mode: 'parallel' });
  for (const { path, expects } of PAGES) {
    test(`${path} has its heading, its content and no axe violations at 1280 and 375 px`, async ({ page, allowConsole }) => {
      allowConsole(/^$/);
      const { heading, title } = routeByPath(path);
      await resizeTo(page, { width: 1280, height: 900 });
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Attorney Wealth Collective`);
      const main = page.locator('main');
      for (const text of expects) await expect(main.getByText(text).first()).toBeVisible();
      await expectNoAxeViolations(page);

      await resizeTo(page, { width: 375, height: 800 });
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Nothing may force sideways scrolling on a phone (tables scroll inside their own box).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // Nor may anything overflow the page's 16 px side padding (the footer's newsletter form did).
      const subscribe = await page.locator('footer').getByRole('button', { name: 'Subscribe' }).boundingBox();
      expect((subscribe?.x ?? 0) + (subscribe?.width ?? 0)).toBeLessThanOrEqual(375 - 16);
      await expectNoAxeViolations(page);
    });
  }
});

test('a legal page’s contents list jumps to its sections', async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  await page.goto('/terms');
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link')).toHaveCount(17);
  await contents.getByRole('link', { name: '4. Membership, payment and renewal' }).click();
  await expect(page).toHaveURL(/\/terms#membership-billing$/);
  await expect(page.getByRole('heading', { level: 2, name: '4. Membership, payment and renewal' })).toBeInViewport();
  await expect(page.getByText(/Last updated November 16, 2026/)).toBeAttached();
});

test('/privacy-policy redirects to the privacy policy', async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  await page.goto('/privacy-policy');
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

// The waitlist and firm enquiry forms that fill the pages' slots are journeys of content.spec.ts.

test('the blueprint’s stage links jump to each stage', async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  await page.goto('/attorney-wealth-blueprint');
  await page.getByRole('navigation', { name: 'Blueprint stages' }).getByRole('link', { name: /Own/ }).click();
  await expect(page).toHaveURL(/#own$/);
  await expect(page.getByRole('heading', { name: 'Partner, practice owner or senior in-house with equity' })).toBeInViewport();
});
