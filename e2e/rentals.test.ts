import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, signIn } from './support/browser';
import { useFleetAndBrowser } from './support/journey';

const table = (page: Page) => page.getByRole('table', { name: 'Rentals' });

/** The rental rows on screen (the table is virtualized), by their data-rental key. */
async function rowKeys(page: Page): Promise<string[]> {
  const rows = table(page).locator('tbody tr[data-rental]');
  const keys = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-rental')));
  return keys.filter((key): key is string => key !== null);
}

async function waitForRows(page: Page): Promise<void> {
  await table(page).locator('tbody tr[data-rental]').first().waitFor({ timeout: 30_000 });
}

describe('the rentals pages', () => {
  const journey = useFleetAndBrowser();

  it('lists rentals by tab, searches, sorts, opens a rental card and the utilization chart', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');
    await page.goto(`${journey.url}/#/rentals`);
    await page.getByRole('heading', { name: 'Rentals', level: 1 }).waitFor();
    await waitForRows(page);
    const onRent = await rowKeys(page);
    expect(onRent.length).toBeGreaterThan(0);
    await expect
      .poll(async () => new Set(await table(page).locator('tbody tr').allInnerTexts()).size)
      .toBeGreaterThan(0);
    await screenshot(page, 'rentals-on-rent');

    // Historical tab: the URL says so, and the rows change.
    await page.getByRole('tab', { name: 'Historical' }).click();
    await expect.poll(() => page.url()).toContain('tab=historical');
    await waitForRows(page);
    await expect.poll(async () => (await rowKeys(page)).join()).not.toBe(onRent.join());
    await screenshot(page, 'rentals-historical');

    // Reservations show the Reserved badge for scheduled rentals.
    await page.getByRole('tab', { name: 'Reservations' }).click();
    await waitForRows(page);
    await screenshot(page, 'rentals-reservations');

    // Back on On-rent: search by the first row's asset, then sort by Rental ID.
    await page.getByRole('tab', { name: 'On-rent' }).click();
    await waitForRows(page);
    const firstAsset = (
      await table(page).locator('tbody tr').first().locator('td').nth(2).innerText()
    )
      .split('\n')[0]
      ?.trim();
    expect(firstAsset).toBeTruthy();
    await page.getByLabel('Search rentals').fill(firstAsset ?? '');
    await expect.poll(() => page.url()).toContain('q=');
    await expect
      .poll(async () =>
        (await table(page).locator('tbody tr[data-rental]').allInnerTexts()).every((text) =>
          text.toLowerCase().includes((firstAsset ?? '').toLowerCase()),
        ),
      )
      .toBe(true);
    await page.getByLabel('Search rentals').fill('');
    await table(page)
      .getByRole('button', { name: /Rental ID/ })
      .click();
    await expect.poll(() => page.url()).toMatch(/sort=id\.(asc|desc)/);
    const ids = async () =>
      table(page)
        .locator('tbody tr[data-rental^="r-"]')
        .evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-rental')?.slice(2))));
    await expect
      .poll(async () => {
        const seen = await ids();
        const sorted = [...seen].sort((a, b) => a - b);
        return seen.join() === sorted.join() || seen.join() === [...sorted].reverse().join();
      })
      .toBe(true);
    await screenshot(page, 'rentals-sorted');

    // Open the first rental's card: details, charges breakdown and billing cycle.
    const link = table(page).locator('tbody tr[data-rental^="r-"] a').first();
    const rentalId = (await link.innerText()).replace('#', '');
    await link.click();
    await expect
      .poll(() => page.url(), { timeout: 30_000 })
      .toContain(`/assets/all/rentals/${rentalId}/overview`);
    const details = page.getByTestId('rental-details');
    // The card waits for the map's whole fleet (2,000 demo assets), slow on a loaded machine.
    await details.waitFor({ timeout: 90_000 });
    expect(await details.innerText()).toContain(`#${rentalId}`);
    const charges = page.getByTestId('rental-charges');
    await charges.waitFor();
    expect(await charges.innerText()).toMatch(/Days on rent/);
    expect(await charges.innerText()).toMatch(/Total|No rate/);
    const cycle = page.getByTestId('billing-cycle');
    await cycle.waitFor({ timeout: 30_000 });
    expect(await cycle.innerText()).toMatch(/Next cycle date\s+\w{3} \d/);
    await page.getByTestId('rental-order').waitFor();
    await screenshot(page, 'rental-card-overview');

    // Another tab of the card is its own path.
    await page.getByRole('tab', { name: 'Work orders' }).click();
    await expect.poll(() => page.url()).toContain(`/rentals/${rentalId}/service/work-orders`);
    await page.getByRole('tabpanel', { name: 'Work orders' }).waitFor();

    // The utilization view: the chart and its numbers.
    await page.goto(`${journey.url}/#/rentals/utilization`);
    await page.getByRole('heading', { name: 'Rental utilization' }).waitFor();
    await page.getByRole('img', { name: /Days on rent against engine hours/ }).waitFor({
      timeout: 30_000,
    });
    const utilRows = page
      .getByRole('table', { name: 'Utilization per rental' })
      .locator('tbody tr');
    expect(await utilRows.count()).toBeGreaterThan(0);
    expect(await page.locator('circle[data-low-use]').count()).toBe(await utilRows.count());
    await screenshot(page, 'rentals-utilization');
    await page.close();
  }, 180_000);
});
