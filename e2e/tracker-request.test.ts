import { describe, expect, it } from 'vitest';
import { TRACKER_REQUEST_MESSAGES } from '@fleet/domain';
import { screenshot, signIn } from './support/browser';
import { apiGet, apiSignIn } from './support/fleet-api';
import { useFleetAndBrowser } from './support/journey';
import { openAssetCard } from './support/asset-card-page';

interface ListedAsset {
  asset_id: number;
  custom_name: string;
  tracker_id: number | null;
  camera: unknown;
}

describe('no-tracker card (spec 1 §2)', () => {
  const journey = useFleetAndBrowser();

  it('asks for a tracker from the card, and an admin reads and handles the request', async () => {
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const assets = await apiGet<ListedAsset[]>(journey.url, token, '/assets?limit=1000');
    const asset = assets.find((a) => a.tracker_id === null && a.camera === null);
    expect(asset, 'an asset with neither tracker nor camera').toBeDefined();
    if (!asset) return;

    // A user (level 5) opens the card: the badge, the words, the link.
    const { page, card } = await openAssetCard(
      journey.browser,
      journey.url,
      asset,
      'user@demo.test',
    );
    await card.getByText('No tracker', { exact: true }).first().waitFor();
    await card.getByRole('button', { name: 'Request a Tracker or Camera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a Tracker or Camera' });
    await dialog.waitFor();
    // Prefilled with who asks and what for.
    expect(await dialog.getByLabel('Email').inputValue()).toBe('user@demo.test');
    await dialog.getByText(`${asset.custom_name} (ID ${asset.asset_id})`).waitFor();
    // A bad phone is refused under its field before anything is sent.
    await dialog.getByLabel('Phone').fill('555-01');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText(TRACKER_REQUEST_MESSAGES.phoneInvalid).waitFor();
    await dialog.getByLabel('Phone').fill('(573) 555-0199');
    await dialog.getByLabel('Message').fill('Needed before the bridge job.');
    await screenshot(page, 'tracker-request-form');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await page.getByText(TRACKER_REQUEST_MESSAGES.sent).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Asking again while it is open says so in the dialog.
    await card.getByRole('button', { name: 'Request a Tracker or Camera' }).click();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText(TRACKER_REQUEST_MESSAGES.alreadyOpen(asset.custom_name)).waitFor();
    await page.close();

    // The admin reads it under Company > Tracker requests and marks it handled.
    const admin = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(admin, journey.url, 'admin@demo.test');
    await admin.goto(`${journey.url}/#/company-admin`);
    await admin.getByRole('link', { name: 'Tracker requests' }).click();
    const table = admin.getByRole('table', { name: 'Tracker requests' });
    const row = table.getByRole('row').filter({ hasText: asset.custom_name });
    await row.getByText('Needed before the bridge job.').waitFor({ timeout: 15_000 });
    await row.getByText('(573) 555-0199', { exact: false }).waitFor();
    await row.getByText('Open', { exact: true }).waitFor();
    await screenshot(admin, 'tracker-requests-page');
    await row
      .getByRole('button', { name: `Mark the request for ${asset.custom_name} handled` })
      .click();
    await row.getByText(/^Handled /).waitFor({ timeout: 15_000 });
    await admin.close();
  });
});
