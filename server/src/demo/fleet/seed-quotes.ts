import { addDays, dateInZone } from '@fleet/domain';
import type { Db } from '../../db/client';
import { insertQuote, listFreeClassedAssets } from '../../modules/quotes/quotes.repo';

/**
 * Three quotes for the demo company (docs/SETUP-QUOTES.md): one sent, ready to accept (two free
 * assets), one draft for any asset of a class, one declined. The quotes flag stays off in the
 * demo: an admin turns it on in Company > Feature flags.
 */
export async function seedDemoQuotes(
  db: Db,
  companyId: number,
  timezone: string,
  createdBy: number,
): Promise<void> {
  const [first, second, third] = await listFreeClassedAssets(db, companyId, 3);
  if (!first || !second || !third) return;
  const today = dateInZone(Date.now(), timezone);
  const rates = (day: number) => ({
    pricePerDay: day.toFixed(2),
    pricePerWeek: (day * 4).toFixed(2),
    pricePerMonth: (day * 12).toFixed(2),
  });
  await insertQuote(
    db,
    {
      companyId,
      customerName: 'Boone County Paving',
      customerEmail: 'orders@boonepaving.example',
      status: 'sent',
      startDate: addDays(today, 1),
      endDate: addDays(today, 14),
      validUntil: addDays(today, 7),
      notes: 'Two weeks on the Route 63 resurfacing job.',
      createdBy,
    },
    [
      { assetId: first.assetId, ...rates(325) },
      { assetId: second.assetId, ...rates(180) },
    ],
  );
  await insertQuote(
    db,
    {
      companyId,
      customerName: 'Mid-Mo Excavating',
      status: 'draft',
      startDate: addDays(today, 2),
      endDate: addDays(today, 30),
      createdBy,
    },
    [{ equipmentClassId: third.equipmentClassId, ...rates(250) }],
  );
  await insertQuote(
    db,
    {
      companyId,
      customerName: 'Capital City Builders',
      status: 'declined',
      startDate: addDays(today, -10),
      endDate: addDays(today, -3),
      createdBy,
    },
    [{ assetId: third.assetId, ...rates(210) }],
  );
}
