import { describe, expect, it } from 'vitest';
import { useFleetAndBrowser } from './support/journey';
import { screenshot, signIn } from './support/browser';

describe('sessions and the profile page', () => {
  const journey = useFleetAndBrowser();

  it('signing out in one tab signs out the other', async () => {
    const context = await journey.browser.newContext();
    const first = await context.newPage();
    await signIn(first, journey.url, 'manager@demo.test');
    const second = await context.newPage();
    await second.goto(`${journey.url}/#/profile`);
    await second.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();

    await first.getByRole('button', { name: 'Sign out' }).click();
    await first.getByLabel('Password').waitFor();
    await second.getByLabel('Password').waitFor({ timeout: 10_000 });
    expect(second.url()).toContain('#/login');
    // The token was revoked on the server too, not only forgotten by the browser.
    await context.close();
  });

  it('a read-only user sees the profile but cannot save anything', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 1100 } });
    const page = await context.newPage();
    await signIn(page, journey.url, 'readonly@demo.test');
    await page.goto(`${journey.url}/#/profile`);
    await page.getByLabel('First name').waitFor();
    expect(await page.getByLabel('First name').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByText('Your account is read-only.').count()).toBeGreaterThan(0);
    await screenshot(page, 'profile-read-only');

    // Even a hand-made request is refused by the server.
    const status = await page.evaluate(async () => {
      const token = localStorage.getItem('fleet.accessToken') ?? '';
      const session = (await (
        await fetch('/api/auth/session', { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { userId: number };
      const response = await fetch(`/api/users/${session.userId}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ first_name: 'Changed' }),
      });
      return response.status;
    });
    expect(status).toBe(403);
    await context.close();
  });

  it('saves the profile and the preferred landing page, and opens that page at /', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 1100 } });
    const page = await context.newPage();
    await signIn(page, journey.url, 'sales@demo.test');
    await page.goto(`${journey.url}/#/profile`);
    await page.getByLabel('First name').fill('Samantha');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Successfully Updated!').waitFor();
    // The name beside the Sign out button follows at once.
    await page.getByText('Samantha Sales').waitFor();

    await page.getByRole('textbox', { name: 'Preferred landing page' }).click();
    await page.getByRole('option', { name: 'Inventory' }).click();
    await page.getByText('Preferred landing page successfully updated!').waitFor();
    await screenshot(page, 'profile-saved');

    await page.goto(`${journey.url}/#/`);
    await expect.poll(() => page.url()).toContain('#/inventory');
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByLabel('First name')
          .count()
          .catch(() => 0),
      )
      .toBe(0);
    await page.goto(`${journey.url}/#/profile`);
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Samantha');
    await context.close();
  });
});
