import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WORK_ORDER_MESSAGES } from '@fleet/domain';
import { screenshot, signIn } from './support/browser';
import { useFleetAndBrowser } from './support/journey';

async function expectToast(page: Page, message: string) {
  await page.getByText(message, { exact: true }).first().waitFor({ timeout: 15_000 });
}

/** The status filter's segment (its radio input is hidden under the label). */
const filter = (page: Page, label: string) =>
  page
    .getByRole('radiogroup', { name: 'Work order status' })
    .getByText(label, { exact: true })
    .click();

/** Toasts sit over the page's top-right buttons: close them before pressing one there. */
async function dismissToasts(page: Page) {
  const toasts = page.locator('.mantine-Notification-root');
  while ((await toasts.count()) > 0) {
    // This toast, by its element: wait until it has gone, not for a while.
    const toast = await toasts.first().elementHandle();
    await toasts.first().locator('.mantine-CloseButton-root').click();
    await toast?.waitForElementState('hidden');
  }
}

const table = (page: Page) => page.getByRole('table', { name: 'Work orders' });

describe('the /service page', () => {
  const journey = useFleetAndBrowser();

  it('creates, ticks and closes a work order, and manages a service group', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');

    // The work orders, open ones by the filter.
    await page.goto(`${journey.url}/#/service`);
    await table(page).locator('tr[data-work-order]').first().waitFor({ timeout: 30_000 });
    await filter(page, 'Open');
    await expect.poll(() => page.url()).toContain('status=open');
    await table(page).locator('tr[data-work-order]').first().waitFor();
    const statuses = await table(page)
      .locator('tr[data-work-order] .mantine-Badge-label')
      .allTextContents();
    expect(statuses.filter((s) => s === 'Closed')).toEqual([]);
    await screenshot(page, 'service-work-orders-open');

    // A new order with a task, for the first asset the picker offers.
    await page.getByRole('button', { name: 'New work order' }).click();
    const create = page.getByRole('form', { name: 'New work order' });
    await create.waitFor();
    await create.getByRole('textbox', { name: 'Asset' }).click();
    await page.getByRole('option').first().click();
    const description = `Journey brake check ${Date.now()}`;
    await create.getByLabel('Description').fill(description);
    await create.getByLabel('New task').fill('Inspect brake pads');
    await create.getByRole('button', { name: 'Add task' }).click();
    await screenshot(page, 'service-work-order-new');
    await create.getByRole('button', { name: 'Create work order' }).click();
    await expectToast(page, WORK_ORDER_MESSAGES.created);

    // It opens in the flyout: tick the task and save.
    const id = /work_order_id=(\d+)/.exec(page.url())?.[1];
    expect(id).toBeDefined();
    const edit = page.getByRole('form', { name: `Work order ${id}` });
    await edit.waitFor();
    await edit.getByRole('checkbox', { name: 'Done: Inspect brake pads' }).check();
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, WORK_ORDER_MESSAGES.saved);
    await expect
      .poll(() => edit.getByRole('checkbox', { name: 'Done: Inspect brake pads' }).isChecked())
      .toBe(true);
    await screenshot(page, 'service-work-order-flyout');

    // Close it; it is listed under Closed with its task done.
    await edit.getByRole('button', { name: 'Close work order' }).click();
    await expectToast(page, WORK_ORDER_MESSAGES.closed);
    await edit.getByRole('button', { name: 'Reopen work order' }).waitFor();
    await page.keyboard.press('Escape');
    await filter(page, 'Closed');
    const row = table(page).locator(`tr[data-work-order="${id}"]`);
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toContain('1/1');
    expect(await row.textContent()).toContain('Closed');
    await screenshot(page, 'service-work-orders-closed');

    // Service groups: create one with an interval, rename it, delete it.
    await page.getByRole('tab', { name: 'Service groups' }).click();
    await expect.poll(() => page.url()).toContain('/service/groups');
    await page
      .getByRole('region', { name: /^Service group / })
      .first()
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'service-groups');
    const name = `Journey group ${Date.now()}`;
    await dismissToasts(page);
    await page.getByRole('button', { name: 'New service group' }).click();
    const newGroup = page.getByRole('form', { name: 'New service group' });
    await newGroup.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await newGroup.getByLabel('Interval name').fill('Oil change');
    await newGroup.getByLabel('Every (engine hours)').fill('250');
    await screenshot(page, 'service-group-new');
    await newGroup.getByRole('button', { name: 'Create group' }).click();
    await expectToast(page, `Service Group ${name} created.`);
    const card = page.getByRole('region', { name: `Service group ${name}` });
    await card.waitFor();
    expect(await card.textContent()).toContain('Every 250 engine hours');

    await card.getByRole('button', { name: `More for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('form', { name: 'Edit service group' });
    await rename.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} renamed`);
    await rename.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Service Group saved.');
    const renamed = page.getByRole('region', { name: `Service group ${name} renamed` });
    await renamed.waitFor();

    await renamed.getByRole('button', { name: `More for ${name} renamed` }).click();
    await page.getByRole('menuitem', { name: 'Delete group' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${name} renamed?` });
    await screenshot(page, 'service-group-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, `Service Group ${name} renamed deleted.`);
    await renamed.waitFor({ state: 'detached' });
  });
});
