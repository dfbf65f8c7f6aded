import type { ReactNode } from 'react';
import { Anchor, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { formatInTimeZone } from '../../lib/company-days';
import { formatTimeAgo } from '../../lib/time-ago';
import { dataTableColumns } from '../data-table/data-table-features';
import type { InstalledDevice } from './device-kind';

/** A cell's words when there is nothing to show: "Not installed", "Never", "--". */
export function DimmedText({ children }: { children: ReactNode }) {
  return (
    <Text span c="dimmed" fz="sm">
      {children}
    </Text>
  );
}

/** A model's orders (by column id, on devices) as the columns' `sortFn`, on rows. */
export function sortRowsBy<T, Id extends string>(orders: Record<Id, (a: T, b: T) => number>) {
  return (id: Id) =>
    (a: { original: T }, b: { original: T }): number =>
      orders[id](a.original, b.original);
}

/** The "Installed on" column: the asset's name, linking to its card, or "Not installed". */
export function installedOnColumn<T extends InstalledDevice>(
  sortFn: (a: { original: T }, b: { original: T }) => number,
) {
  return dataTableColumns<T>().accessor((device: T) => device.asset?.custom_name ?? null, {
    id: 'asset',
    header: 'Installed on',
    sortFn,
    cell: ({ row: { original } }) =>
      original.asset ? (
        <Anchor component={Link} to={`/assets/all/asset/${original.asset.asset_id}`} fz="sm">
          {original.asset.custom_name}
        </Anchor>
      ) : (
        <DimmedText>Not installed</DimmedText>
      ),
  });
}

interface LastHeardCellProps {
  /** When the device last reported; null before its first report. */
  at: string | null;
  timeZone: string;
  nowMs: number;
}

/** How long ago a device last reported ("5 minutes ago"), the moment itself on hover. */
export function LastHeardCell({ at, timeZone, nowMs }: LastHeardCellProps) {
  if (!at) return <DimmedText>Never</DimmedText>;
  return (
    <Tooltip label={formatInTimeZone(at, timeZone) ?? at} withArrow>
      <Text span fz="sm">
        {formatTimeAgo(at, nowMs, timeZone)}
      </Text>
    </Tooltip>
  );
}
