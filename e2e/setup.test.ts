import { describe, expect, it } from 'vitest';
import { screenshot, signIn } from './support/browser';
import { apiFetch, apiGet, apiSignIn } from './support/fleet-api';
import { useFleetAndBrowser } from './support/journey';

/**
 * /setup (docs/SETUP-QUOTES.md): the seven configuration steps from the company's data, each
 * with where it is done, kept live by the notification subscription.
 */
describe('setup', () => {
  const journey = useFleetAndBrowser();

  it('walks the steps, and a group made in another tab completes its step live', async () => {
    // A company without groups yet: the demo's are deleted, as a script would.
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const groups = await apiGet<Array<{ organization_id: number }>>(
      journey.url,
      token,
      '/organizations',
    );
    for (const group of groups) {
      const deleted = await apiFetch(`${journey.url}/api/organizations/${group.organization_id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(deleted.status).toBe(204);
    }

    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, journey.url, 'admin@demo.test');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Setup' })
      .click();
    const steps = page.getByRole('listitem');
    await page.getByText(/\d of 7 steps complete/).waitFor();
    expect(await steps.count()).toBe(7);
    expect(
      await steps.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))),
    ).toEqual([
      'Create a user: Complete',
      'Create an asset: Complete',
      'Install a tracker: Complete',
      'Assign hardware: Complete',
      expect.stringMatching(/^Choose your default branch: /),
      'Create a geofence: Complete',
      'Create a group: To do',
    ]);
    await screenshot(page, 'setup-steps');

    // The default branch is chosen on the page itself.
    const branchStep = page.getByRole('listitem', { name: /Choose your default branch/ });
    await branchStep.getByRole('textbox', { name: 'Default branch' }).click();
    await page.getByRole('option', { name: 'Columbia', exact: true }).click();
    await branchStep.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('listitem', { name: 'Choose your default branch: Complete' }).waitFor();

    // Another tab makes a group in Company > Groups; this one is not reloaded.
    const other = await context.newPage();
    await other.goto(`${journey.url}/#/company-admin/groups`);
    await other.getByRole('button', { name: 'Create Group' }).click();
    const modal = other.getByRole('dialog', { name: 'Create Group' });
    await modal.getByLabel('Group name').fill('Setup crew');
    await modal.getByRole('button', { name: 'Create Group' }).click();
    await other.getByRole('table', { name: 'Groups' }).getByText('Setup crew').waitFor();

    await page
      .getByRole('listitem', { name: 'Create a group: Complete' })
      .waitFor({ timeout: 15_000 });
    await page.getByText('7 of 7 steps complete').waitFor();
    await screenshot(page, 'setup-complete-live');

    // Each step links to where it is done.
    await page
      .getByRole('listitem', { name: /Assign hardware/ })
      .getByRole('link', { name: 'Trackers' })
      .click();
    await page.waitForURL(/#\/company-admin\/trackers$/);
    await context.close();
  });
});
