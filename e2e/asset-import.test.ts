import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '@fleet/domain/imports';
import { screenshot, signIn } from './support/browser';
import { apiGet, apiSignIn } from './support/fleet-api';
import { useFleetAndBrowser } from './support/journey';

/** 200 assets of the demo catalogue; 20 of them a model the catalogue does not have. */
function fleetCsv(): string {
  const known = [
    ['Caterpillar', '336', 2019],
    ['CAT', '320', 2021],
    ['Bobcat', 'S650', 2020],
    ['Bobcat', 'S770', 2022],
  ] as const;
  const rows = ['Unit,Make,Model,Year,Serial,Home base,Groups'];
  for (let i = 1; i <= 200; i += 1) {
    const unit = `JRN-${String(i).padStart(3, '0')}`;
    const [make, model, year] =
      i % 10 === 0
        ? (['Caterpillar', '320 LX', 2021] as const)
        : (known[i % known.length] ?? known[0]);
    rows.push(`${unit},${make},${model},${year},SER-${unit},Columbia Yard,Journey crew`);
  }
  return `${rows.join('\n')}\n`;
}

describe('bulk import (spec 2 §2, issue 11)', () => {
  const journey = useFleetAndBrowser();

  it('imports 200 assets, the 20 without a product fixed through the All Issues drawer, then undoes it', async () => {
    const file = path.join(tmpdir(), `fleet-journey-${Date.now()}.csv`);
    await writeFile(file, fleetCsv());
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');

    // From the inventory, as a person finds it.
    await page.goto(`${journey.url}/#/inventory`);
    await page.getByRole('button', { name: 'Add asset' }).click();
    await page.getByRole('menuitem', { name: 'Upload with CSV' }).click();
    await page.getByText('1. Choose the spreadsheet').waitFor();
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByRole('button', { name: 'Read the file' }).click();
    await page.getByText(/2\. Match the columns of .* \(200 assets\)/).waitFor();
    await screenshot(page, 'import-mapping');
    await page.getByRole('button', { name: 'Check the rows' }).click();

    const dialog = page.getByRole('dialog', { name: IMPORT_MESSAGES.dialogTitle });
    await dialog.waitFor();
    // Matching ends: 180 clean rows, 20 that need a product.
    await dialog
      .getByRole('button', { name: 'Import 180 clean rows' })
      .waitFor({ timeout: 60_000 });
    await dialog
      .getByRole('tab', { name: /Rows with issues/ })
      .getByText('20')
      .waitFor();
    await screenshot(page, 'import-review');

    // A row opens onto its read-only detail, under it.
    await dialog.getByRole('button', { name: 'Details of row 11', exact: true }).click();
    const detail = dialog.locator('[data-row-detail="11"]');
    await detail.getByText('MATCHED PRODUCT').waitFor();
    await screenshot(page, 'import-row-detail');
    await detail.getByText('Maybe: 2021 Caterpillar 320 LX').waitFor();
    await detail.getByText(IMPORT_MESSAGES.detailNote).waitFor();
    await screenshot(page, 'import-row-detail');

    await dialog.getByRole('button', { name: /All issues/ }).click();
    const drawer = page.getByRole('dialog', { name: 'All issues' });
    await drawer.getByText('20 assets affected').waitFor();
    await drawer.getByText('2021 Caterpillar 320 LX').click();
    const flyout = page.getByRole('dialog', { name: /Update Product \(20 rows\)/ });
    await flyout.getByLabel('Search products').fill('Caterpillar 320');
    await flyout.getByRole('button').filter({ hasText: '2021 Caterpillar 320' }).first().click();
    // The file says '320 LX': the product differs, so it asks first.
    const confirm = page.getByRole('dialog', { name: IMPORT_MESSAGES.differentProductTitle });
    await confirm
      .getByText(/does not match the year, make or model the file gives for 20 rows/)
      .waitFor();
    await screenshot(page, 'import-different-product');
    await confirm.getByRole('button', { name: 'Connect product' }).click();
    await page.getByText(IMPORT_MESSAGES.productUpdated).waitFor();
    await drawer.getByText(IMPORT_MESSAGES.ready).waitFor();
    await screenshot(page, 'import-issues-fixed');
    await page.keyboard.press('Escape');

    await dialog.getByRole('button', { name: 'Import 200 clean rows' }).click();
    await page.getByText('200 assets were created.').waitFor({ timeout: 60_000 });
    // The job completed: the dialog closes and the inventory (returnTo) lists them.
    await page.waitForURL(/#\/inventory/);
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const [imported] = await apiGet<Array<{ created_asset_count: number; status: string }>>(
      journey.url,
      token,
      '/asset-imports?page_size=1',
    );
    expect(imported).toMatchObject({ created_asset_count: 200, status: 'COMPLETED' });
    await page.getByLabel('Search', { exact: true }).fill('JRN-010');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('JRN-010').first().waitFor();
    await screenshot(page, 'import-on-inventory');

    // Undo the whole import from the upload page's recent imports.
    await page.goto(`${journey.url}/#/assets/bulk-add`);
    const job = page.locator('tr', { hasText: path.basename(file) });
    await job.getByRole('button', { name: 'Undo import' }).click();
    await page
      .getByRole('dialog', { name: 'Undo this import?' })
      .getByRole('button', { name: 'Undo import' })
      .click();
    await job.getByText('Undone').waitFor();
    const [undone] = await apiGet<Array<{ created_asset_count: number; undone_at: string | null }>>(
      journey.url,
      token,
      '/asset-imports?page_size=1',
    );
    expect(undone?.created_asset_count).toBe(0);
    expect(undone?.undone_at).not.toBeNull();
    await page.close();
  }, 240_000);
});
