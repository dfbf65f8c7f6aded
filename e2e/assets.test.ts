import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AssetSearchPage } from '@fleet/domain';
import { navLabels, screenshot, signIn } from './support/browser';
import { apiGet, apiSignIn } from './support/fleet-api';
import { useFleetAndBrowser } from './support/journey';

/** The register's table and its data rows (skeleton rows carry no data-asset). */
const table = (page: Page) => page.getByRole('table', { name: 'Assets' });
const rows = (page: Page) => table(page).locator('tbody tr[data-asset]');
const firstRowName = (page: Page) => rows(page).first().getByRole('link').first().innerText();

/** Every data row's text in one column, by the column's position among the header cells. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = await table(page).locator('thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(' | ')}`);
  return rows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();
}

describe('asset register (docs/ASSETS.md)', () => {
  const journey = useFleetAndBrowser();

  it('an admin finds an asset by serial, sorts, pages, edits and comes back, and adds one', async () => {
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const all = await apiGet<AssetSearchPage>(journey.url, token, '/assets/search?page_size=100');
    const sought = all.items.find((item) => item.serial_number !== null && item.year !== null);
    if (!sought?.serial_number) throw new Error('the demo fleet has no asset with a serial');
    const newest = await apiGet<AssetSearchPage>(
      journey.url,
      token,
      '/assets/search?sort=year&order=desc&page_size=1',
    );

    const page = await journey.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await signIn(page, journey.url, 'admin@demo.test');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Assets', exact: true })
      .click();
    await page.waitForURL(/#\/assets$/);
    await page.getByRole('heading', { level: 1, name: 'Assets' }).waitFor();
    await rows(page).first().waitFor({ timeout: 30_000 });
    expect(await rows(page).count()).toBe(20);
    const total = all.total.toLocaleString('en-US');
    await page.getByText(`${total} assets`, { exact: true }).waitFor();
    await expect
      .poll(() => page.locator('[data-asset-counts]').innerText(), { timeout: 15_000 })
      .toMatch(
        new RegExp(
          `^${total} assets · [\\d,]+ vehicles · [\\d,]+ equipment · [\\d,]+ with a tracker$`,
        ),
      );
    await screenshot(page, 'assets-register');

    // Search by serial, typed in lower case: one row, that asset.
    await page
      .getByRole('textbox', { name: 'Search assets' })
      .fill(sought.serial_number.toLowerCase());
    await page.waitForURL(/[?&]q=/);
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await firstRowName(page)).toBe(sought.name);
    await page.getByText('1 asset', { exact: true }).waitFor();
    await screenshot(page, 'assets-register-search');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(20);

    // Sort by year: the first click puts the newest first, as the server orders them.
    await table(page).getByRole('button', { name: 'Year' }).click();
    await page.waitForURL(/sort=year\.desc/);
    // Newest first (the first page by name happens to start with a 2025 asset too: wait for the order).
    const years = async () =>
      (await columnTexts(page, 'Year')).filter((text) => text !== '--').map(Number);
    await expect
      .poll(
        async () => {
          const shown = await years();
          return shown.every((year, i) => i === 0 || year <= (shown[i - 1] ?? year));
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(await firstRowName(page)).toBe(newest.items[0]?.name);
    expect(await table(page).locator('th[aria-sort="descending"]').innerText()).toContain('Year');

    // The next page: other assets, still by year.
    const firstPage = await columnTexts(page, 'Name');
    await page
      .locator('[aria-label="Pages"]')
      .getByRole('button', { name: '2', exact: true })
      .click();
    await page.waitForURL(/page=2/);
    await expect
      .poll(async () => (await columnTexts(page, 'Name'))[0], { timeout: 15_000 })
      .not.toBe(firstPage[0]);
    const secondPage = await columnTexts(page, 'Name');
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
    await screenshot(page, 'assets-register-sorted-page-2');

    // Edit from the row's menu, then Cancel: back on the same page of the same sort.
    const editedName = secondPage[0] ?? '';
    await page.getByRole('button', { name: `Actions for ${editedName}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.waitForURL(/#\/assets\/all\/asset\/\d+\/edit\?returnTo=/);
    const form = page.getByRole('form', { name: 'Edit asset' });
    await form.waitFor({ timeout: 30_000 });
    expect(await form.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(
      editedName,
    );
    await screenshot(page, 'assets-register-edit');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/#\/assets\?.*page=2/);
    await expect
      .poll(async () => (await columnTexts(page, 'Name'))[0], { timeout: 15_000 })
      .toBe(editedName);

    // Add asset: the menu, then the single-asset form.
    await page.getByRole('button', { name: 'Add asset' }).click();
    await page.getByRole('menuitem', { name: 'Upload with CSV' }).waitFor();
    await screenshot(page, 'assets-register-add-menu');
    await page.getByRole('menuitem', { name: 'Single asset' }).click();
    await page.waitForURL(/#\/assets\/create\?returnTo=%2Fassets/);
    await page.getByRole('form', { name: 'Add asset' }).waitFor({ timeout: 30_000 });

    // A path under /assets that is no page opens the register.
    await page.goto(`${journey.url}/#/assets/no-such-page`);
    await page.waitForURL(/#\/assets$/);
    await rows(page).first().waitFor({ timeout: 30_000 });
    await page.close();
  }, 180_000);

  it('is not offered to a user-level account, and the path shows the unauthorized page', async () => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    await signIn(page, journey.url, 'user@demo.test');
    // The landing redirect first, so it cannot replace the page opened next.
    await page.waitForURL(/#\/assets\/all/);
    expect(await navLabels(page)).not.toContain('Assets');
    await page.goto(`${journey.url}/#/assets`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 })
      .toBe("You don't have access to this page");
    await screenshot(page, 'assets-register-unauthorized');
    await context.close();
  }, 120_000);
});
