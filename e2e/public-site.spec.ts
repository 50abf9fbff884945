import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { type DemoRole, signInAs, resizeTo } from './helpers.ts';

/** Issue 28: what a visitor and a signed-in member see first on the public pages. */

const WIDTHS = [320, 375, 768, 1024, 1280, 1440] as const;

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return box;
};
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const noHorizontalScroll = async (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

test('the home hero reads as designed from 320 to 1440 px: legend and axes in view, the context note covers neither', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/^$/);
  await resizeTo(page, { width: 1280, height: 900 });
  await page.goto('/');
  const hero = page.getByTestId('hero-illustration');
  const legend = page.getByTestId('hero-legend');
  const xAxis = page.getByTestId('hero-x-axis');
  const note = page.getByTestId('hero-context-note');
  for (const width of WIDTHS) {
    await resizeTo(page, { width, height: 900 });
    await hero.scrollIntoViewIfNeeded();
    await expect(legend).toContainText('Dollars over 10 years');
    await expect(legend).toContainText('Debt balance');
    await expect(legend).toContainText('Investments');
    await expect(xAxis).toHaveText(/Today\s*Year 5\s*Year 10/);
    await expect(hero.getByText('$400k', { exact: true })).toBeVisible();
    await expect(hero.getByText('$0', { exact: true })).toBeVisible();
    const card = await boxOf(hero);
    for (const part of [legend, xAxis]) {
      const b = await boxOf(part);
      expect(b.x, `${width}px: inside the card`).toBeGreaterThanOrEqual(card.x);
      expect(b.x + b.width, `${width}px: inside the card`).toBeLessThanOrEqual(card.x + card.width + 0.5);
    }
    if (await note.isVisible()) {
      const n = await boxOf(note);
      expect(overlaps(n, await boxOf(legend)), `${width}px: the note covers the legend`).toBe(false);
      expect(overlaps(n, await boxOf(xAxis)), `${width}px: the note covers the axis`).toBe(false);
      expect(n.x, `${width}px: the note stays on screen`).toBeGreaterThanOrEqual(0);
      expect(n.x + n.width).toBeLessThanOrEqual(width);
    }
    await noHorizontalScroll(page);
  }
});

test('the two plans fill their row at every width', async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  await page.goto('/membership');
  const row = page.getByTestId('plan-row');
  const cards = row.locator('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByText('$39', { exact: true })).toBeVisible();
  for (const width of WIDTHS) {
    await resizeTo(page, { width, height: 900 });
    const r = await boxOf(row);
    const [a, b] = [await boxOf(cards.nth(0)), await boxOf(cards.nth(1))];
    expect(Math.abs(a.x - r.x), `${width}px: first card starts the row`).toBeLessThan(1);
    const right = Math.max(a.x + a.width, b.x + b.width);
    expect(Math.abs(right - (r.x + r.width)), `${width}px: the row has no empty space after the cards`).toBeLessThan(1);
    // The row is the section's whole content width, as wide as its heading's container.
    const section = await boxOf(page.locator('#pricing .container-page'));
    expect(r.width, `${width}px: the row spans the section`).toBeGreaterThan(section.width - 2 * 32 - 1);
    await noHorizontalScroll(page);
  }
  await expectNoAxeViolations(page, '#pricing');
});

test('blog tags read in their proper form; every post shows its cover, the image its Open Graph tags name', async ({ page, allowConsole }) => {
  allowConsole(/^$/);
  await page.goto('/blog');
  const filters = page.getByRole('navigation', { name: 'Filter by topic' });
  for (const label of ['K-1', 'Roth IRA', '401(k)', 'PSLF', 'BigLaw', 'Student loans', 'Estimated taxes'])
    await expect(filters.getByRole('link', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')} ,`) })).toBeVisible();
  for (const slugText of ['k 1', 'roth ira', '401k', 'pslf', 'biglaw', 'student loans'])
    await expect(filters.getByRole('link', { name: new RegExp(`^${slugText} ,`) })).toHaveCount(0);
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(9);
  // Every card has a cover that loaded (no blank frame).
  for (const cover of await page.getByTestId('post-cover').all()) {
    await cover.scrollIntoViewIfNeeded();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  }
  await expect(page.getByTestId('post-cover')).toHaveCount(9);
  await expectNoAxeViolations(page);

  await filters.getByRole('link', { name: /^K-1 / }).click();
  await expect(page.getByText(/1 article tagged K-1/)).toBeVisible();

  await page.goto('/blog/401k-limits-and-the-mega-backdoor-roth-2026');
  const header = page.locator('article[aria-labelledby="post-title"] > header');
  await expect(header.getByTestId('post-tag')).toHaveText(['Retirement', '401(k)', 'Roth IRA', 'Taxes']);
  // The article's own cover comes first; the related articles' cards follow.
  const cover = page.getByTestId('post-cover').first();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  const shown = await cover.evaluate((img: HTMLImageElement) => img.src);
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toBe(shown);
  expect(ogImage).toMatch(/\/blog-cover-retirement\.jpg$/);
  const image = await page.request.get(ogImage ?? '');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expectNoAxeViolations(page);

  // A post under another category has that category's cover, in both places.
  await page.goto('/blog/biglaw-bonuses-withholding-and-taxes');
  await expect(header.getByTestId('post-tag').first()).toHaveText('BigLaw');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/blog-cover-career\.jpg$/);
  await expect(page.getByTestId('post-cover').first()).toHaveAttribute('src', '/blog-cover-career.jpg');

  // Pages without their own image share the site's default preview, which exists.
  await page.goto('/');
  const fallback = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '';
  expect(fallback).toMatch(/\/og-image\.png$/);
  const res = await page.request.get(fallback);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
});

/**
 * Records, from the first frame, every text an action area showed while visible: sampled in every
 * animation frame, i.e. just before each paint (a DOM change that no frame renders was never
 * seen). A flash of another audience's button would be in the record.
 */
const recordActions = async (page: Page, selector: string) => {
  await page.addInitScript((sel) => {
    const seen = new Set<string>();
    (window as unknown as { __actionsSeen: Set<string> }).__actionsSeen = seen;
    const sample = () => {
      for (const el of document.querySelectorAll<HTMLElement>(sel)) {
        if (getComputedStyle(el).visibility !== 'visible') continue;
        for (const a of el.querySelectorAll<HTMLElement>('a, button'))
          if (getComputedStyle(a).visibility === 'visible') seen.add((a.textContent ?? '').trim());
      }
    };
    const frame = () => {
      sample();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, selector);
  return async () => (await page.evaluate(() => [...(window as unknown as { __actionsSeen: Set<string> }).__actionsSeen])).sort();
};

const HERO_ACTIONS = 'section[aria-labelledby="hero-title"] [data-audience]';
type Expected = { who: DemoRole | null; audience: string; home: string[]; membership: string[]; post: string[]; checkout: string | null };
const AUDIENCES: Expected[] = [
  {
    who: null,
    audience: 'guest',
    home: ['Explore membership', 'Try the free calculator'],
    membership: ['See the plans', 'All benefits', 'Choose Monthly', 'Choose Annual'],
    post: ['Explore membership', 'Try the free calculator'],
    checkout: '/auth?plan=annual',
  },
  {
    who: 'visitor',
    audience: 'signed-in',
    home: ['Complete your membership', 'Try the free calculator'],
    membership: ['Complete your membership', 'See the plans', 'Choose Monthly', 'Choose Annual'],
    post: ['Complete your membership', 'See the plans'],
    checkout: '/membership/checkout?plan=annual',
  },
  {
    who: 'member',
    audience: 'member',
    home: ['Go to your dashboard', 'Open the member tools'],
    membership: ['Go to your dashboard', 'Manage your membership', 'You are a member: go to your dashboard'],
    post: ['Open the member tools', 'Go to your dashboard'],
    checkout: null,
  },
];
const sorted = (list: string[]) => [...list].sort();

for (const e of AUDIENCES) {
  const name = e.who === null ? 'a visitor' : e.who === 'visitor' ? 'a signed-in non-member' : 'a member';
  test(`the main actions of /, /membership and a post for ${name}, and no other audience's button ever shown`, async ({ page, allowConsole }) => {
    allowConsole(/^$/);
    if (e.who) await signInAs(page, e.who);
    // Every action area on the page, from the first paint (a new record per page load).
    const seen = await recordActions(page, '[data-audience]');

    await page.goto('/');
    const hero = page.locator(HERO_ACTIONS);
    await expect(hero).toHaveAttribute('data-audience', e.audience);
    await expect(hero.getByRole('link')).toHaveText(e.home);
    if (e.who === 'member') await expect(hero.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    if (e.who === 'visitor')
      await expect(hero.getByRole('link', { name: 'Complete your membership' })).toHaveAttribute('href', '/membership/checkout?plan=annual');
    const closing = page.locator('section[aria-labelledby="cta"] [data-audience]');
    await expect(closing).toHaveAttribute('data-audience', e.audience);
    const closingLabel = e.who === null ? 'Join the Collective' : e.who === 'visitor' ? 'Complete your membership' : 'Go to your dashboard';
    await expect(closing.getByRole('link').first()).toHaveText(closingLabel);
    expect(await seen()).toEqual(sorted([...new Set([...e.home, closingLabel, 'Read the blog'])]));

    await page.goto('/membership');
    await expect(page.locator('[data-audience]').first()).toHaveAttribute('data-audience', e.audience);
    const plans = page.locator('#pricing article');
    await expect(plans).toHaveCount(2);
    if (e.checkout) await expect(plans.nth(1).getByRole('link', { name: 'Choose Annual' })).toHaveAttribute('href', e.checkout);
    else await expect(plans.getByRole('link', { name: 'You are a member: go to your dashboard' })).toHaveCount(2);
    expect(await seen()).toEqual(sorted(e.membership));
    await expectNoAxeViolations(page);

    await page.goto('/blog/biglaw-bonuses-withholding-and-taxes');
    const next = page.locator('[data-audience]:has(#next-step-title)');
    await expect(next).toHaveAttribute('data-audience', e.audience);
    await expect(next.getByRole('link')).toHaveText(e.post);
    expect(await seen()).toEqual(sorted(e.post));
  });
}
