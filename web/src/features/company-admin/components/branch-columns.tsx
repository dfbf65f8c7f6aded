import { Text } from '@mantine/core';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import type { CompanyBranch } from '../../../lib/company-branches';

/** A branch with its market's name, for the table. */
export type BranchRow = CompanyBranch & { market_name: string | null };

const branchColumn = dataTableColumns<BranchRow>();

/** Branches: name, market, open or closed. */
export const branchColumns = branchColumn.columns([
  branchColumn.accessor('name', {
    id: 'name',
    header: 'Branch',
    enableHiding: false,
    cell: ({ getValue }) => (
      <Text fz="sm" fw={600}>
        {getValue()}
      </Text>
    ),
  }),
  branchColumn.accessor('market_name', {
    id: 'market',
    header: 'Market',
    cell: ({ getValue }) => <Text fz="sm">{getValue() ?? '--'}</Text>,
  }),
  branchColumn.accessor('active', {
    id: 'status',
    header: 'Status',
    cell: ({ getValue }) => (
      <Text fz="sm" c={getValue() ? 'green.8' : 'dimmed'} fw={600}>
        {getValue() ? 'Active' : 'Inactive'}
      </Text>
    ),
  }),
]);

export interface MarketRow {
  market_id: number;
  name: string;
  branch_count: number;
}

const marketColumn = dataTableColumns<MarketRow>();

export const marketColumns = marketColumn.columns([
  marketColumn.accessor('name', {
    id: 'name',
    header: 'Market',
    enableHiding: false,
    cell: ({ getValue }) => (
      <Text fz="sm" fw={600}>
        {getValue()}
      </Text>
    ),
  }),
  marketColumn.accessor('branch_count', {
    id: 'branches',
    header: 'Branches',
    meta: { align: 'right', width: 120 },
    cell: ({ getValue }) => <Text fz="sm">{getValue()}</Text>,
  }),
]);
