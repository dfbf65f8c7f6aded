import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/src/demo/factories';
import { root } from './fleet-process';

/**
 * Debian's Chromium, headless, with the flags this closed network needs. The map draws with
 * WebGL: without a GPU, Chromium's software renderer (SwiftShader) stands in.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Signs in through the real sign-in page and waits for the side navigation. */
export async function signIn(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/#/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
}

/** The labels of the side navigation, top to bottom, as a person reads them. */
export async function navLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // Each entry's label alone: the Alerts entry also carries the unread count beside it.
  const labels = await nav.getByRole('link').locator('.mantine-NavLink-label').allInnerTexts();
  return labels.map((label) => label.trim()).filter(Boolean);
}

/** Screenshots go to test-results/e2e so a person can look at what the journeys saw. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.join(root, 'test-results/e2e');
  fs.mkdirSync(dir, { recursive: true });
  // Transitions finish at once: a dialog is shot as it stands, not half faded in.
  await page.screenshot({ path: path.join(dir, `${name}.png`), animations: 'disabled' });
}
