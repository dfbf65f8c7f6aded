import { describe, expect, it } from 'vitest';
import { COMPANY_ADMIN_MESSAGES } from '@fleet/domain';
import { screenshot, signIn } from './support/browser';
import { useFleetAndBrowser } from './support/journey';

const INVITEE = { email: 'jamie.rivera@example.test', first: 'Jamie', last: 'Rivera' };
const PASSWORD = 'copper kettle under a blue mesa';

/**
 * Company admin (docs/COMPANY-ADMIN.md): an admin invites a user, the invitation's link goes
 * out through the email outbox, the invitee accepts it in another browser and is signed in;
 * the admin deactivates them, and the invitee's next page load lands on sign-in.
 */
describe('company admin: invite a user and deactivate them', () => {
  const journey = useFleetAndBrowser({ SIMULATOR: 'off' });

  it('invites, accepts, deactivates, and the deactivated user is signed out', async () => {
    const admin = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(admin, journey.url, 'admin@demo.test');
    await admin.goto(`${journey.url}/#/company-admin`);
    await screenshot(admin, 'company-admin-home');
    await admin.getByRole('link', { name: 'Users', exact: true }).click();
    const users = admin.getByRole('table', { name: 'Users' });
    await users.getByText('morgan', { exact: false }).first().waitFor({ timeout: 30_000 });

    // Invite: email, names and level; the flyout closes and the invitation is pending.
    await admin.getByRole('button', { name: 'Invite user' }).click();
    const flyout = admin.getByRole('dialog', { name: 'Invite a user' });
    await flyout.getByLabel('Email').fill(INVITEE.email);
    await flyout.getByLabel('First name').fill(INVITEE.first);
    await flyout.getByLabel('Last name').fill(INVITEE.last);
    await flyout.getByRole('textbox', { name: 'Level' }).click();
    await admin.getByRole('option', { name: 'Sales', exact: true }).click();
    await flyout.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByText(COMPANY_ADMIN_MESSAGES.invitationSent(INVITEE.email)).waitFor();
    const pending = admin.getByRole('table', { name: 'Pending invitations' });
    await flyout.waitFor({ state: 'hidden' });
    await pending.getByText(INVITEE.email).waitFor();
    await screenshot(admin, 'company-admin-users-invited');

    // The link went out through the email outbox.
    await admin.getByRole('link', { name: 'Email outbox' }).click();
    const emails = admin.getByRole('table', { name: 'Emails' });
    const row = emails.getByRole('row').filter({ hasText: INVITEE.email }).first();
    await row.waitFor({ timeout: 15_000 });
    await screenshot(admin, 'company-admin-email-outbox');
    const text = await row.innerText();
    const link = /https?:\/\/\S+#\/invitation\/[\w-]{43}/.exec(text)?.[0];
    expect(link, text).toBeDefined();
    if (!link) return;

    // The invitee, in a browser of their own, chooses a password and is signed in.
    const inviteeContext = await journey.browser.newContext({
      viewport: { width: 1280, height: 860 },
    });
    const invitee = await inviteeContext.newPage();
    await invitee.goto(link);
    await invitee.getByText(`Welcome, ${INVITEE.first}`).waitFor();
    await screenshot(invitee, 'company-admin-accept-invitation');
    await invitee.getByLabel('Password').fill(PASSWORD);
    await invitee.getByRole('button', { name: 'Join and sign in' }).click();
    await invitee.getByRole('navigation', { name: 'Main navigation' }).waitFor({ timeout: 30_000 });
    await invitee.goto(`${journey.url}/#/inventory`);
    await invitee.getByRole('heading', { name: 'Inventory', level: 1 }).waitFor();

    // The admin sees them as a user, signed in, and deactivates them.
    await admin.getByRole('link', { name: 'Users', exact: true }).click();
    const member = users.getByRole('row').filter({ hasText: INVITEE.email });
    await member.getByText('Sales', { exact: true }).waitFor({ timeout: 15_000 });
    await admin
      .getByRole('button', { name: `Deactivate ${INVITEE.first} ${INVITEE.last}` })
      .click();
    const confirm = admin.getByRole('dialog', {
      name: `Deactivate ${INVITEE.first} ${INVITEE.last}?`,
    });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await member.getByText('Deactivated', { exact: true }).waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await screenshot(admin, 'company-admin-users-deactivated');

    // The invitee's next page load lands on sign-in, and signing in says why it is refused.
    await invitee.reload();
    await expect.poll(() => invitee.url(), { timeout: 15_000 }).toMatch(/#\/login$/);
    await invitee.getByLabel('Email').fill(INVITEE.email);
    await invitee.getByLabel('Password').fill(PASSWORD);
    await invitee.getByRole('button', { name: 'Sign in' }).click();
    await invitee.getByText(COMPANY_ADMIN_MESSAGES.accountDeactivated).waitFor();
    await screenshot(invitee, 'company-admin-deactivated-sign-in');
    await inviteeContext.close();
    await admin.close();
  }, 180_000);

  it('shows branches, preferences, flags and integrations, and creates a token shown once', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, journey.url, 'admin@demo.test');
    await page.goto(`${journey.url}/#/company-admin/branches`);
    const branches = page.getByRole('table', { name: 'Branches' });
    const columbia = branches.getByRole('row').filter({ hasText: 'Columbia' });
    await columbia.waitFor({ timeout: 30_000 });
    await screenshot(page, 'company-admin-branches');
    await expect
      .poll(() => columbia.innerText(), { timeout: 15_000 })
      .toContain('Central Missouri');

    await page.getByRole('link', { name: 'Preferences' }).click();
    await page.getByLabel('Workday starts').waitFor();
    await screenshot(page, 'company-admin-preferences');

    await page.getByRole('link', { name: 'Feature flags' }).click();
    await page
      .getByRole('switch', { name: /Quotes/ })
      .first()
      .waitFor();
    await screenshot(page, 'company-admin-feature-flags');

    await page.getByRole('link', { name: 'Integrations' }).click();
    await page.getByText('Telematics import (demo)').waitFor();
    await page.getByRole('button', { name: 'Create token' }).click();
    const modal = page.getByRole('dialog', { name: 'Create an API token' });
    await modal.getByLabel('Name').fill('Yard import');
    await modal.getByRole('button', { name: 'Create token' }).click();
    const shown = modal.getByLabel('The new API token');
    await shown.waitFor();
    expect(await shown.innerText()).toMatch(/^flt_[\w-]{43}$/);
    await screenshot(page, 'company-admin-token-created');
    await modal.getByRole('button', { name: 'Done' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'API tokens' }).getByText('Yard import').waitFor();
    await screenshot(page, 'company-admin-integrations');
    await page.close();
  }, 120_000);
});
