import { describe, expect, it } from 'vitest';
import { useFleetAndBrowser } from './support/journey';
import { navLabels, screenshot, signIn } from './support/browser';

/**
 * Demo Construction Co. has rentals, cameras, a dashboard and the setup flag on; Other Paving
 * LLC has none of them. Each list is what spec 1 §2's table gives for that person.
 */
const EXPECTED_NAVIGATION: Record<string, string[]> = {
  'admin@demo.test': [
    'Setup',
    'Dashboard',
    'Map',
    'Rentals',
    'Assets',
    'Inventory',
    'Service',
    'Alerts',
    'Billing',
    'Geofences',
    'Camera',
    'Company',
    'Profile',
  ],
  'manager@demo.test': [
    'Setup',
    'Dashboard',
    'Map',
    'Rentals',
    'Assets',
    'Inventory',
    'Service',
    'Alerts',
    'Billing',
    'Geofences',
    'Camera',
    'Company',
    'Profile',
  ],
  'pending@demo.test': [
    'Dashboard',
    'Map',
    'Rentals',
    'Inventory',
    'Service',
    'Billing',
    'Geofences',
    'Profile',
  ],
  'sales@demo.test': [
    'Dashboard',
    'Map',
    'Rentals',
    'Inventory',
    'Service',
    'Billing',
    'Geofences',
    'Profile',
  ],
  'user@demo.test': [
    'Dashboard',
    'Map',
    'Rentals',
    'Inventory',
    'Service',
    'Billing',
    'Geofences',
    'Profile',
  ],
  'operations@demo.test': [
    'Dashboard',
    'Map',
    'Rentals',
    'Inventory',
    'Service',
    'Billing',
    'Geofences',
    'Company',
    'Profile',
  ],
  'driver@demo.test': [
    'Dashboard',
    'Map',
    'Rentals',
    'Inventory',
    'Service',
    'Billing',
    'Geofences',
    'Profile',
  ],
  'readonly@demo.test': [
    'Dashboard',
    'Map',
    'Rentals',
    'Assets',
    'Inventory',
    'Service',
    'Alerts',
    'Billing',
    'Geofences',
    'Company',
    'Profile',
  ],
  'admin@other.test': [
    'Dashboard',
    'Map',
    'Assets',
    'Inventory',
    'Service',
    'Alerts',
    'Billing',
    'Geofences',
    'Company',
    'Profile',
  ],
};

describe('signing in', () => {
  const journey = useFleetAndBrowser();

  it('refuses a wrong password with one message and stays on the sign-in page', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.url}/`);
    await page.getByLabel('Email').fill('admin@demo.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toContain('The email or password is incorrect.');
    expect(page.url()).toContain('#/login');
    await screenshot(page, 'wrong-password');
    await page.close();
  });

  for (const [email, expected] of Object.entries(EXPECTED_NAVIGATION)) {
    it(`shows ${email} exactly the navigation of their level`, async () => {
      const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await signIn(page, journey.url, email);
      expect(await navLabels(page)).toEqual(expected);
      if (email === 'admin@demo.test' || email === 'driver@demo.test') {
        await screenshot(page, `navigation-${email.split('@')[0] ?? email}`);
      }
      await context.close();
    });
  }

  it('sends a person to the unauthorized page for an area their level does not have', async () => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    await signIn(page, journey.url, 'driver@demo.test');
    await page.goto(`${journey.url}/#/alerts`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe("You don't have access to this page");
    await expect
      .poll(() => page.getByText('Contact your admin for more information').count())
      .toBe(1);
    await screenshot(page, 'unauthorized');
    await context.close();
  });

  it('follows the redirects of spec 1 §2: /home/… keeps the query, integrations links, landing', async () => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    await signIn(page, journey.url, 'admin@demo.test');
    // Signing in opens '/': the admin has setup access and no chosen page, so Setup (spec 1 §6).
    await expect.poll(() => page.url()).toMatch(/#\/setup$/);
    // Typing '/' again lands there again, never on a blank page.
    await page.goto(`${journey.url}/#/`);
    await expect.poll(() => page.url()).toMatch(/#\/setup$/);
    await page.getByRole('heading', { name: 'Setup', level: 1 }).waitFor();
    await page.goto(`${journey.url}/#/home/inventory?branch=2`);
    await expect.poll(() => page.url()).toMatch(/#\/inventory\?branch=2$/);
    await page.goto(`${journey.url}/#/settings/integrations`);
    await expect.poll(() => page.url()).toMatch(/#\/company-admin\/integrations$/);
    await context.close();
  });

  it('signs out on a token the server no longer accepts', async () => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    await signIn(page, journey.url, 'user@demo.test');
    await page.evaluate(() => localStorage.setItem('fleet.accessToken', 'revoked-or-made-up'));
    await page.reload();
    await page.getByLabel('Password').waitFor();
    expect(page.url()).toContain('#/login');
    await context.close();
  });
});
