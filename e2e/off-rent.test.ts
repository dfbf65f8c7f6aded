import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, dateInZone, OFF_RENT_MESSAGES } from '@fleet/domain';
import { screenshot, signIn } from './support/browser';
import { apiFetch, apiGet, apiSignIn } from './support/fleet-api';
import { useFleetAndBrowser } from './support/journey';

interface ListedRental {
  start_date: string;
  rental_id: number;
  vendor_type: string;
  rental_type_id: number;
  off_rent_date_requested: string | null;
}
interface RentalStatus {
  rental_status: { rental_status_id: number };
  off_rent_date_requested: string | null;
}

async function setCompanyFlag(baseUrl: string, token: string, companyId: number, flag: string) {
  const response = await apiFetch(`${baseUrl}/api/companies/${companyId}/feature-flags/${flag}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ enabled: true }),
  });
  expect(response.status, `flag ${flag}`).toBeLessThan(300);
}

/** Opens the off-rent modal the way any page does: ?offRent= on the current route. */
async function openOffRent(page: Page, baseUrl: string, ids: number[]) {
  await page.goto(`${baseUrl}/#/inventory?offRent=${ids.join(',')}`);
  const title = ids.length === 1 ? `Off-rent rental ${ids[0]}` : 'Off-rent rentals';
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor({ timeout: 30_000 });
  return dialog;
}

async function expectToast(page: Page, message: string) {
  await page.getByText(message, { exact: true }).first().waitFor({ timeout: 15_000 });
}

describe('off-rent', () => {
  const journey = useFleetAndBrowser();

  it('schedules an off-rent and cancels it, off-rents now, and batch off-rents two rentals', async () => {
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const session = await apiGet<{ companyId: number }>(journey.url, token, '/auth/session');
    await setCompanyFlag(journey.url, token, session.companyId, 'batch-off-rent');
    await setCompanyFlag(journey.url, token, session.companyId, 'batch-off-rent-ux');
    const listed = await apiGet<ListedRental[]>(
      journey.url,
      token,
      `/companies/${session.companyId}/rentals?rental_status_id=5`,
    );
    const provider = listed.filter(
      (r) => r.vendor_type === 'es' && r.rental_type_id !== 3 && !r.off_rent_date_requested,
    );
    expect(provider.length).toBeGreaterThanOrEqual(3);
    const [single, batchA, batchB] = provider.map((r) => r.rental_id);
    if (single === undefined || batchA === undefined || batchB === undefined) return;
    const status = (id: number) => apiGet<RentalStatus>(journey.url, token, `/rentals/${id}`);

    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');

    // Schedule for tomorrow (company time) at the first step the list offers.
    let dialog = await openOffRent(page, journey.url, [single]);
    await screenshot(page, 'off-rent-single-now');
    await dialog.getByText('Schedule', { exact: true }).click();
    const tomorrow = addDays(dateInZone(Date.now(), 'America/Chicago'), 1);
    await dialog.getByLabel('Off-rent date').fill(tomorrow);
    await dialog.getByRole('textbox', { name: 'Time' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByLabel('Notes').fill('Scheduled from the journey');
    await screenshot(page, 'off-rent-single-schedule');
    await dialog.getByRole('button', { name: 'Schedule off-rent' }).click();
    await expectToast(page, OFF_RENT_MESSAGES.scheduleSuccess);
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).not.toContain('offRent=');
    await expect.poll(async () => (await status(single)).off_rent_date_requested).not.toBeNull();

    // Reopened: the request shows, and is cancelled.
    dialog = await openOffRent(page, journey.url, [single]);
    await dialog.getByText('Off-rent requested').waitFor();
    await screenshot(page, 'off-rent-single-requested');
    await dialog.getByRole('button', { name: 'Cancel requested off-rent' }).click();
    await dialog.getByText('Off-rent requested').waitFor({ state: 'hidden' });
    expect((await status(single)).off_rent_date_requested).toBeNull();

    // Off-rent now.
    await dialog.getByRole('button', { name: 'Off-rent', exact: true }).click();
    await expectToast(page, OFF_RENT_MESSAGES.offRentSuccess);
    await dialog.waitFor({ state: 'hidden' });
    expect((await status(single)).rental_status.rental_status_id).toBe(6);

    // Batch: both selected, quantities and cycle dates shown, off-rent now.
    dialog = await openOffRent(page, journey.url, [batchA, batchB]);
    await dialog.getByRole('columnheader', { name: 'Next cycle' }).waitFor();
    await expect.poll(() => dialog.locator('tbody tr').count()).toBe(2);
    await screenshot(page, 'off-rent-batch');
    await dialog.getByRole('button', { name: 'Off-rent 2' }).click();
    await expectToast(page, OFF_RENT_MESSAGES.offRentSuccess);
    await dialog.waitFor({ state: 'hidden' });
    for (const id of [batchA, batchB]) {
      expect((await status(id)).rental_status.rental_status_id).toBe(6);
    }

    // The other vendor types' forms, looked at without writing: internal (end date) and
    // third-party (the warning); and a bulk rental in a batch turns Schedule off.
    // The longest-running one: a rental that started today has no end date to offer yet (it must
    // end after its first day), which is its own message, not the form looked at here.
    const internal = listed
      .filter((r) => r.vendor_type === 'o')
      .sort((a, b) => a.start_date.localeCompare(b.start_date))[0];
    if (internal) {
      dialog = await openOffRent(page, journey.url, [internal.rental_id]);
      await dialog.getByLabel('Off-rent date').waitFor();
      await screenshot(page, 'off-rent-internal');
    }
    const thirdParty = listed.find((r) => r.vendor_type === 'tp');
    if (thirdParty) {
      dialog = await openOffRent(page, journey.url, [thirdParty.rental_id]);
      await dialog.getByText(OFF_RENT_MESSAGES.thirdPartyWarning, { exact: false }).waitFor();
      await screenshot(page, 'off-rent-third-party');
    }
    const bulk = listed.find((r) => r.rental_type_id === 3 && r.vendor_type === 'es');
    const another = provider[3]?.rental_id;
    if (bulk && another !== undefined) {
      dialog = await openOffRent(page, journey.url, [bulk.rental_id, another]);
      await dialog.getByTestId('schedule-blocked').hover();
      await page.getByText(OFF_RENT_MESSAGES.bulkCannotSchedule).waitFor();
      await screenshot(page, 'off-rent-batch-bulk');
    }
    await page.close();
  });
});
