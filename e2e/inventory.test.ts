import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, signIn } from './support/browser';
import { useFleetAndBrowser } from './support/journey';

const HEADER = 'Name,Vendor,Make,Model,Jobsite,Location,Status,Rental Period';

function inventoryTable(page: Page) {
  return page.getByRole('table', { name: 'Inventory' });
}

/**
 * The count the page says it found ("1,234 assets found"), once it answers the search in the
 * URL: the summary names the search its count is for.
 */
async function foundCount(page: Page, expected: Record<string, unknown> = {}): Promise<number> {
  const summary = page.locator('[data-search]:not([data-search=""])').first();
  await expect
    .poll(
      async () => {
        const search = JSON.parse((await summary.getAttribute('data-search')) ?? '{}') as Record<
          string,
          unknown
        >;
        return Object.entries(expected).every(
          ([key, value]) => JSON.stringify(search[key]) === JSON.stringify(value),
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return Number((await summary.innerText()).replace(/[^\d]/g, ''));
}

const NO_FILTER = { query_value: '', inventory_statuses: [] };

async function waitForRows(page: Page): Promise<void> {
  await inventoryTable(page).locator('tbody tr a').first().waitFor({ timeout: 30_000 });
}

/** Names of the rendered rows (the table is virtualized: the ones on screen). */
async function rowNames(page: Page): Promise<string[]> {
  return inventoryTable(page).locator('tbody tr td a').allInnerTexts();
}

describe('the inventory page', () => {
  const journey = useFleetAndBrowser();

  it('filters, searches, saves a search and applies it, and exports what it shows', async () => {
    const page = await journey.browser.newPage({
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    });
    await signIn(page, journey.url, 'admin@demo.test');
    await page.goto(`${journey.url}/#/inventory`);
    await page.getByRole('heading', { name: 'Inventory', level: 1 }).waitFor();
    await waitForRows(page);
    const everything = await foundCount(page, NO_FILTER);
    expect(everything).toBeGreaterThan(0);
    await screenshot(page, 'inventory-list');

    // Statuses: the count beside On-rent is what choosing it gives.
    await page.getByRole('button', { name: 'Statuses' }).click();
    const onRentOption = page.getByRole('checkbox', { name: 'On-rent' });
    const onRentCount = Number(
      await page.locator('[data-option="On-rent"]').getAttribute('data-count'),
    );
    expect(onRentCount).toBeGreaterThan(0);
    // Controlled by the URL: checked once the new search renders.
    await onRentOption.click();
    await expect.poll(() => onRentOption.isChecked()).toBe(true);
    await screenshot(page, 'inventory-statuses-popover');
    await page.keyboard.press('Escape');
    expect(await foundCount(page, { inventory_statuses: ['11'] })).toBe(onRentCount);
    expect(page.url()).toContain('inventory_statuses=11');
    const badges = () => inventoryTable(page).locator('[data-status]').allInnerTexts();
    await expect
      .poll(async () => new Set((await badges()).map((b) => b.toLowerCase())), { timeout: 30_000 })
      .toEqual(new Set(['on-rent']));
    // A part of an on-rent asset's name, so the search below finds some.
    const term = ((await rowNames(page))[0] ?? '').slice(0, 4);
    expect(term).toHaveLength(4);

    // Search by name, trimmed.
    await page.getByLabel('Search', { exact: true }).fill(`  ${term}  `);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.url()).toContain(`q=${encodeURIComponent(term)}`);
    // The rows on screen are the search's once every name matches.
    await expect
      .poll(async () => (await rowNames(page)).every((name) => name.includes(term)), {
        timeout: 30_000,
      })
      .toBe(true);
    const searched = await foundCount(page, { query_value: term, inventory_statuses: ['11'] });
    expect(searched).toBeGreaterThan(0);
    expect(searched).toBeLessThanOrEqual(onRentCount);
    expect(await page.getByLabel('Search', { exact: true }).inputValue()).toBe(term);
    await screenshot(page, 'inventory-filtered');

    // Save it, start over, apply it.
    await page.getByRole('button', { name: 'Saved searches' }).click();
    await page.getByRole('menuitem', { name: 'Save current search…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save search' });
    await dialog.getByLabel('Name').fill(`On-rent ${term}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.goto(`${journey.url}/#/inventory`);
    expect(await foundCount(page, NO_FILTER)).toBe(everything);
    await page.getByRole('button', { name: 'Saved searches' }).click();
    await page.getByRole('menuitem', { name: `On-rent ${term}` }).click();
    expect(await foundCount(page, { query_value: term, inventory_statuses: ['11'] })).toBe(
      searched,
    );
    expect(page.url()).toContain('inventory_statuses=11');
    expect(await page.getByLabel('Search', { exact: true }).inputValue()).toBe(term);
    await screenshot(page, 'inventory-saved-search-applied');

    // Export: every row of the search, the spec's columns.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).first().click();
    await page.getByRole('menuitem', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('exported-inventory.csv');
    const text = fs.readFileSync(await file.path(), 'utf8');
    const lines = text.split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(searched + 1);
    for (const line of lines.slice(1)) {
      expect(line.split(',')[0]).toContain(term);
      expect(line).toContain('On-rent');
      // Rental period: 'MMM DD, YYYY', quoted because of its comma.
      expect(line).toMatch(/"[A-Z][a-z]{2} \d{2}, \d{4} –/);
    }

    // The by-class view of the same search, one class opened.
    await page.getByText('By class', { exact: true }).click();
    const byClass = page.getByRole('table', { name: 'Inventory by class' });
    await byClass.waitFor();
    await page
      .getByRole('heading', { name: `${searched.toLocaleString('en-US')} assets found` })
      .waitFor();
    await page.getByText(/^Last Updated /).waitFor();
    await byClass
      .getByRole('button', { name: /^Expand / })
      .first()
      .click();
    await page
      .locator('table[aria-label$=" assets"] tbody tr a')
      .first()
      .waitFor({ timeout: 30_000 });
    await screenshot(page, 'inventory-by-class');

    // Delete the saved search.
    await page.getByRole('button', { name: 'Saved searches' }).click();
    await page.getByRole('button', { name: `Delete On-rent ${term}` }).click();
    await page.getByText(`Deleted "On-rent ${term}".`).waitFor();
    await page.getByRole('button', { name: 'Saved searches' }).click();
    await page.getByText('No saved searches yet.').waitFor();
    await page.close();
  });
});
