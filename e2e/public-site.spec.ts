import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

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
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const hero = page.getByTestId('hero-illustration');
  const legend = page.getByTestId('hero-legend');
  const xAxis = page.getByTestId('hero-x-axis');
  const note = page.getByTestId('hero-context-note');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
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
    await page.setViewportSize({ width, height: 900 });
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
