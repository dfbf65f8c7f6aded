import { describe, expect, it } from 'vitest';
import { QUOTE_MESSAGES } from '@fleet/domain';
import { screenshot, signIn } from './support/browser';
import { apiFetch, apiSignIn } from './support/fleet-api';
import { useFleetAndBrowser } from './support/journey';

/** Quotes behind their flag (docs/SETUP-QUOTES.md): prepare one, accept the demo's sent one. */
describe('quotes', () => {
  const journey = useFleetAndBrowser();

  it('prepares a quote and accepts a sent one as a rental order', async () => {
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const { companyId } = (await (
      await apiFetch(`${journey.url}/api/auth/session`, { headers })
    ).json()) as { companyId: number };
    const on = await apiFetch(`${journey.url}/api/companies/${companyId}/feature-flags/quotes`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ enabled: true }),
    });
    expect(on.status).toBe(204);

    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');
    await page.getByRole('link', { name: 'Quotes' }).click();
    const table = page.getByRole('table', { name: 'Quotes' });
    const boone = table.locator('tbody tr', { hasText: 'Boone County Paving' });
    await boone.waitFor();
    expect(await boone.innerText()).toMatch(/sent/i);

    // A new quote: one asset at a day rate.
    await page.getByRole('button', { name: 'New quote' }).click();
    const flyout = page.getByRole('dialog', { name: 'New quote' });
    await flyout.getByRole('button', { name: 'Create quote' }).click();
    await flyout.getByText(QUOTE_MESSAGES.customerRequired).waitFor();
    await flyout.getByRole('textbox', { name: /Customer name/ }).fill('Jefferson Street Works');
    await flyout.getByRole('textbox', { name: 'Line 1: asset' }).click();
    await page.getByRole('option').first().click();
    await flyout.getByRole('textbox', { name: 'Day rate' }).fill('275');
    await screenshot(page, 'quotes-new');
    await flyout.getByRole('button', { name: 'Create quote' }).click();
    await page.getByText(QUOTE_MESSAGES.created).waitFor();
    await table.locator('tbody tr', { hasText: 'Jefferson Street Works' }).waitFor();

    // The demo's sent quote, accepted: an order with its rentals.
    await boone.getByRole('button', { name: /Actions for quote/ }).click();
    await page.getByRole('menuitem', { name: 'Accept' }).click();
    const modal = page.getByRole('dialog', { name: 'Accept quote' });
    await modal.getByRole('textbox', { name: 'Contact' }).click();
    await page.getByRole('option', { name: 'Morgan Manager' }).click();
    await modal.getByRole('textbox', { name: 'Jobsite' }).click();
    await page.getByRole('option').first().click();
    await modal.getByRole('button', { name: 'Accept and create order' }).click();
    await page.getByText(/Quote accepted: rental order \d+ created\./).waitFor();
    await expect
      .poll(() => boone.innerText(), { timeout: 10_000 })
      .toMatch(/accepted[\s\S]*Order \d+/i);
    await screenshot(page, 'quotes-accepted');
    await page.close();
  });
});
