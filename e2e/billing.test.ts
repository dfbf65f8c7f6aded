import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BILLING_MESSAGES } from '@fleet/domain/billing';
import { apiGet, apiSignIn } from './support/fleet-api';
import { screenshot, signIn } from './support/browser';
import { useFleetAndBrowser } from './support/journey';

interface ListedRental {
  rental_id: number;
  price_per_day: number | null;
  asset: { custom_name: string } | null;
}

/** Chooses an option of a Mantine select by its label. */
async function choose(page: Page, label: RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('billing (docs/BILLING.md)', () => {
  const journey = useFleetAndBrowser();

  it('builds and issues an invoice for a rental and downloads its PDF', async () => {
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const session = await apiGet<{ companyId: number }>(journey.url, token, '/auth/session');
    const rentals = await apiGet<ListedRental[]>(
      journey.url,
      token,
      `/companies/${session.companyId}/rentals?rental_status_id=5&limit=50`,
    );
    const rental = rentals.find((r) => r.price_per_day !== null && r.asset !== null);
    expect(rental, 'a demo rental on rent with a daily rate').toBeDefined();
    if (!rental) return;

    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Billing' })
      .click();
    const invoices = page.getByRole('table', { name: 'Invoices' });
    await invoices.locator('tbody tr').first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'billing-list');

    // 'Create invoice from rental': pick the rental, the server builds the draft of its charges.
    await page.getByRole('button', { name: 'Create invoice from rental' }).click();
    const modal = page.getByRole('dialog', { name: 'Create invoice from rental' });
    await modal.getByRole('textbox', { name: 'Rental' }).fill(`Rental ${rental.rental_id} `);
    await page.getByRole('option', { name: new RegExp(`^Rental ${rental.rental_id} `) }).click();
    await modal.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL(/#\/billing\/invoices\/\d+$/, { timeout: 30_000 });
    await page.getByRole('heading', { name: /^Draft invoice \d+$/ }).waitFor();
    const firstLine = page.locator('[data-line="1"]');
    await firstLine.waitFor();
    expect(await firstLine.getByRole('textbox', { name: 'Description' }).inputValue()).toContain(
      rental.asset?.custom_name ?? '',
    );
    const total = page.locator('[data-total="Total"]');
    await total.waitFor();
    expect(await total.innerText()).toMatch(/^\$[\d,]+\.\d{2}$/);
    await screenshot(page, 'billing-draft-from-rental');

    // Issue: the next number, the lines frozen.
    await page.getByRole('button', { name: 'Issue', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Issue this invoice?' })
      .getByRole('button', { name: 'Issue invoice' })
      .click();
    const heading = page.getByRole('heading', { name: /^Invoice \d+$/ });
    await heading.waitFor({ timeout: 30_000 });
    const title = await heading.innerText();
    expect(await page.getByRole('button', { name: 'Save draft' }).count()).toBe(0);
    await page.getByRole('table', { name: 'Invoice lines' }).waitFor();
    await screenshot(page, 'billing-issued');

    // Download PDF: a PDF file holding the invoice's number.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    const number = title.replace('Invoice ', '');
    expect(file.suggestedFilename()).toBe(`invoice-${number}.pdf`);
    const bytes = fs.readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(title);

    // Back on the list, the invoice is there, issued.
    await page.getByRole('link', { name: '← Invoices' }).click();
    const row = invoices.locator('tbody tr', { hasText: title });
    await row.waitFor({ timeout: 30_000 });
    expect(await row.innerText()).toMatch(/issued/i); // the badge is shown in capitals
    await screenshot(page, 'billing-list-after-issue');
  });

  it('says what a new invoice misses, then totals a part line with its markup live', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'sales@demo.test');
    await page.goto(`${journey.url}/#/billing/new`);
    await page.getByRole('heading', { name: 'New invoice' }).waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText(BILLING_MESSAGES.branchRequired).waitFor();
    await page.getByText(BILLING_MESSAGES.providerRequired).waitFor();

    await choose(page, /^Ships from branch/, 'Columbia');
    await choose(page, /^Billing provider/, 'Demo Construction Co. Billing');
    await page.getByRole('button', { name: 'Add line' }).click();
    await choose(page, /^Type/, /^Part$/);
    await choose(page, /^Part/, /^OF-118 /);
    // 19.99 + 30% = 25.99, and the merchandise line: 5% of 25.99 = 1.30.
    await expect
      .poll(() => page.getByLabel('Line 1 amount').innerText(), { timeout: 10_000 })
      .toBe('$25.99');
    expect(await page.locator('[data-total="Total"]').innerText()).toBe('$27.29');
    await screenshot(page, 'billing-new-invoice-part-line');

    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/#\/billing\/invoices\/\d+$/, { timeout: 30_000 });
    await page.getByRole('heading', { name: /^Draft invoice \d+$/ }).waitFor();
    expect(await page.locator('[data-total="Total"]').innerText()).toBe('$27.29');
  });
});
