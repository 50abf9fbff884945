import { ROUTES } from '@awc/domain';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Opens a tool page. On a loaded machine the guard may give up ("Authentication Timeout", which asks
 * the user to refresh); a person would refresh, so the journey does too.
 */
export const openTool = async (page: Page, path: string, heading: string) => {
  for (let attempt = 0; attempt < 4; attempt++) {
    if (attempt === 0) await page.goto(path);
    else await page.reload();
    const tool = page.getByRole('heading', { level: 1, name: heading });
    const timedOut = page.getByRole('heading', { level: 1, name: 'Authentication Timeout' });
    await expect(tool.or(timedOut)).toBeVisible({ timeout: 60_000 });
    if (await tool.isVisible()) return;
  }
  throw new Error(`${path} never opened`);
};

export const headingOf = (path: string) => ROUTES.find((r) => r.path === path)?.heading ?? '';
