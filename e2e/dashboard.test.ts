import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  DASHBOARD_MESSAGES,
  type DashboardIdle,
  type DashboardNotReporting,
  type DashboardRentalClasses,
  type DashboardServiceDue,
  type DashboardStatuses,
  type DashboardUtilization,
} from '@fleet/domain';
import {
  formatCount,
  formatHours,
  formatShare,
} from '../web/src/features/dashboard/model/dashboard-format';
import { screenshot, signIn } from './support/browser';
import { apiGet, apiSignIn } from './support/fleet-api';
import { useFleetAndBrowser } from './support/journey';

/** The dashboard's answers for the demo company, read as a script would. */
interface Answers {
  statuses: DashboardStatuses;
  week: DashboardUtilization;
  month: DashboardUtilization;
  classes: DashboardRentalClasses;
  idle: DashboardIdle;
  service: DashboardServiceDue;
  silent: DashboardNotReporting;
}

const tile = (page: Page, title: string): Locator => page.getByRole('article', { name: title });

/** The headline number a tile shows under `label` (its value line alone). */
async function stat(article: Locator, label: string): Promise<string> {
  const group = article.getByRole('group', { name: label, exact: true });
  await group.waitFor({ timeout: 30_000 });
  return (await group.locator('[data-stat-value]').innerText()).trim();
}

const sum = <T>(rows: readonly T[], pick: (row: T) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

/** The dashboard (domain/src/dashboard): the fleet at a glance, each tile from its own call. */
describe('dashboard', () => {
  const journey = useFleetAndBrowser();
  let answers: Answers;

  beforeAll(async () => {
    const token = await apiSignIn(journey.url, 'admin@demo.test');
    const get = <T>(path: string) => apiGet<T>(journey.url, token, `/dashboard/${path}`);
    const [statuses, week, month, classes, idle, service, silent] = await Promise.all([
      get<DashboardStatuses>('statuses'),
      get<DashboardUtilization>('utilization?days=7'),
      get<DashboardUtilization>('utilization?days=30'),
      get<DashboardRentalClasses>('rental-classes'),
      get<DashboardIdle>('idle?days=7'),
      get<DashboardServiceDue>('service-due'),
      get<DashboardNotReporting>('not-reporting'),
    ]);
    answers = { statuses, week, month, classes, idle, service, silent };
  });

  it('shows the demo fleet in six tiles, switches windows and follows a tile to its list', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1440, height: 2300 } });
    await signIn(page, journey.url, 'admin@demo.test');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await page.waitForURL(/#\/dashboard$/);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    // 1. Statuses: the total is the API's, and the donut's legend adds up to it.
    const statuses = tile(page, 'Assets by status');
    expect(await stat(statuses, 'Total assets')).toBe(formatCount(answers.statuses.total));
    expect(answers.statuses.total).toBeGreaterThan(0);
    await statuses.getByText(/^As of /).waitFor();

    // 2. Utilization over the last 7 days, overall and by class.
    const utilization = tile(page, 'Utilization');
    expect(await stat(utilization, 'Overall utilization')).toBe(
      formatShare(answers.week.overall.utilization),
    );
    expect(await stat(utilization, 'Engine hours')).toBe(
      formatHours(answers.week.overall.engine_hours),
    );

    // 3. On rent against available, per class.
    const classes = tile(page, 'On rent vs available');
    expect(await stat(classes, 'On rent')).toBe(
      formatCount(sum(answers.classes.classes, (c) => c.on_rent)),
    );
    expect(await stat(classes, 'Available')).toBe(
      formatCount(sum(answers.classes.classes, (c) => c.available)),
    );

    // 4. Idle hours of the last 7 days and the longest idler by name.
    const idle = tile(page, 'Idle hours');
    expect(await stat(idle, 'Idle hours')).toBe(
      formatHours(sum(answers.idle.by_day, (d) => d.idle_hours)),
    );
    const idler = answers.idle.top_assets[0];
    if (idler) await idle.getByRole('link', { name: idler.name, exact: true }).waitFor();

    // 5. Service due: the counts, and the first asset listed.
    const service = tile(page, 'Service due');
    if (answers.service.overdue + answers.service.due_soon === 0) {
      await service.getByText(DASHBOARD_MESSAGES.noServiceDue).waitFor();
    } else {
      expect(await stat(service, 'Overdue')).toBe(formatCount(answers.service.overdue));
      expect(await stat(service, 'Due soon')).toBe(formatCount(answers.service.due_soon));
      const first = answers.service.assets[0];
      if (first) await service.getByRole('link', { name: first.name }).first().waitFor();
    }

    // 6. Trackers not reporting.
    const silent = tile(page, 'Trackers not reporting');
    if (answers.silent.count === 0) {
      await silent.getByText(DASHBOARD_MESSAGES.allReporting).waitFor();
    } else {
      expect(await stat(silent, 'Not reporting')).toBe(formatCount(answers.silent.count));
      expect(await stat(silent, 'Never reported')).toBe(formatCount(answers.silent.never_reported));
    }
    // Every chart has drawn (recharts draws its surface once it knows its size).
    await expect.poll(() => page.locator('.recharts-surface').count()).toBeGreaterThanOrEqual(4);
    await screenshot(page, 'dashboard');

    // Utilization over 30 days: the switch asks again and keeps the choice in the URL.
    await utilization.getByText('30 days', { exact: true }).click();
    await page.waitForURL(/utilization=30/);
    await expect
      .poll(() => stat(utilization, 'Overall utilization'))
      .toBe(formatShare(answers.month.overall.utilization));
    await utilization.getByText('By branch', { exact: true }).click();
    await utilization.getByRole('img', { name: 'Utilization by branch' }).waitFor();
    await screenshot(page, 'dashboard-utilization-30-days');

    // Its link opens the rental utilization view over the same 30 company days.
    await utilization.getByRole('link', { name: 'Rental utilization' }).click();
    await page.waitForURL(
      new RegExp(
        `#/rentals/utilization\\?start=${answers.month.start_date}&end=${answers.month.end_date}$`,
      ),
    );
    expect(await page.getByRole('textbox', { name: 'From', exact: true }).inputValue()).toBe(
      answers.month.start_date,
    );
    expect(await page.getByRole('textbox', { name: 'To', exact: true }).inputValue()).toBe(
      answers.month.end_date,
    );
    await page.goBack();
    await page.waitForURL(/#\/dashboard\?utilization=30$/);

    // The service tile's link lists every asset it counts, in the asset register.
    const dueCount = answers.service.overdue + answers.service.due_soon;
    if (dueCount > 0) {
      await service.getByRole('link', { name: 'All service due' }).click();
      await page.waitForURL(/#\/assets\?service=due$/);
      await page
        .getByText(new RegExp(`^${formatCount(dueCount)} assets?$`))
        .waitFor({ timeout: 30_000 });
      await screenshot(page, 'dashboard-to-service-due');
      await page.goBack();
      await page.waitForURL(/#\/dashboard\?utilization=30$/);
    }

    // A status of the donut opens the map filtered to it: as many assets as the tile counted.
    await page.setViewportSize({ width: 1440, height: 900 });
    const noTracker = answers.statuses.counts.find((c) => c.status === 'no_tracker');
    const chosen = noTracker && noTracker.count > 0 ? noTracker : answers.statuses.counts[0];
    if (!chosen) throw new Error('the demo fleet has no statuses');
    const label = chosen.status === 'no_tracker' ? 'No tracker' : undefined;
    const link = label
      ? statuses.getByRole('link', { name: label, exact: true })
      : statuses.getByRole('listitem').first().getByRole('link');
    await link.click();
    await page.waitForURL(/#\/assets\/all\?f_(asset|trackers)=/);
    if (chosen.status === 'no_tracker') {
      // No tracker is not a live state: the count on the map is exactly the tile's.
      await page
        .getByText(new RegExp(`^Showing ${formatCount(chosen.count)} of [\\d,]+ assets$`))
        .waitFor({ timeout: 60_000 });
    } else {
      await page.getByText(/^Showing [\d,]+ of [\d,]+ assets$/).waitFor({ timeout: 60_000 });
    }
    await page.locator('[data-map-view][aria-busy="false"]').waitFor({ timeout: 60_000 });
    await screenshot(page, 'dashboard-to-map');
    await page.close();
  });
});
