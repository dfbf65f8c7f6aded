import { Button, Group, Skeleton } from '@mantine/core';
import { IconArchive, IconFileImport } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AssetTypeCount, TrackerTypeCount } from '@fleet/domain';
import { AddAssetButton } from '../../../components/add-asset-button';
import { PageHeader } from '../../../components/page-header';
import { ARCHIVE_PATH } from '../../../lib/archive-keys';
import { BULK_IMPORT_PATH } from '../model/register-links';

const count = new Intl.NumberFormat('en-US');
const plural = (n: number, one: string, many: string) =>
  `${count.format(n)} ${n === 1 ? one : many}`;

/** "4 vehicles · 6 equipment · 4 with a tracker": the whole company, whatever the search. */
function Counts({ byType, trackers }: { byType: AssetTypeCount[]; trackers: TrackerTypeCount[] }) {
  const total = byType.reduce((sum, entry) => sum + entry.count, 0);
  const tracked = trackers.reduce((sum, entry) => sum + entry.count, 0);
  const parts = [
    plural(total, 'asset', 'assets'),
    ...byType.map((entry) =>
      entry.asset_type_id === 1
        ? plural(entry.count, 'vehicle', 'vehicles')
        : `${count.format(entry.count)} ${entry.name.toLowerCase()}`,
    ),
    `${count.format(tracked)} with a tracker`,
  ];
  return <span data-asset-counts>{parts.join(' · ')}</span>;
}

/** The register's title, the company's counts, and what an admin does from here. */
export function RegisterHeader({
  counts,
}: {
  counts: { byType: AssetTypeCount[]; trackers: TrackerTypeCount[] } | null;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
      <PageHeader
        title="Assets"
        description={
          counts ? (
            <Counts byType={counts.byType} trackers={counts.trackers} />
          ) : (
            <Skeleton component="span" display="inline-block" h={16} w={280} />
          )
        }
      />
      <Group gap="sm">
        <Button
          component={Link}
          to={ARCHIVE_PATH}
          variant="default"
          leftSection={<IconArchive size={16} />}
        >
          Archived assets
        </Button>
        <Button
          component={Link}
          to={BULK_IMPORT_PATH}
          variant="default"
          leftSection={<IconFileImport size={16} />}
        >
          Bulk import
        </Button>
        <AddAssetButton />
      </Group>
    </Group>
  );
}
