import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { canManageBranches, canManageMarkets, MESSAGES } from '@fleet/domain';
import { DataTable } from '../../../components/data-table/data-table';
import { PageHeader } from '../../../components/page-header';
import { useAccess } from '../../../lib/access-provider';
import { useCompanyBranches, type CompanyBranch } from '../../../lib/company-branches';
import { useMarkets } from '../api/branches';
import {
  branchColumns,
  marketColumns,
  type BranchRow,
  type MarketRow,
} from '../components/branch-columns';
import { BranchFlyout, MarketModal } from '../components/branch-forms';

const branchRowId = (branch: BranchRow) => String(branch.id);
const marketRowId = (market: MarketRow) => String(market.market_id);

/**
 * Company admin > Branches & markets (docs/COMPANY-ADMIN.md): branches (admins and managers
 * add, rename, open and close them and choose their market) and markets (admins).
 */
export function BranchesPage() {
  const { ctx } = useAccess();
  const mayEditBranches = canManageBranches(ctx);
  const mayEditMarkets = canManageMarkets(ctx);
  const branches = useCompanyBranches();
  const markets = useMarkets();
  const [branchForm, setBranchForm] = useState<CompanyBranch | 'new' | null>(null);
  const [marketForm, setMarketForm] = useState<MarketRow | 'new' | null>(null);
  const marketNames = useMemo(
    () => new Map((markets.data ?? []).map((market) => [market.market_id, market.name])),
    [markets.data],
  );
  // The market's name is data of the row, so the table shows it once the markets arrive.
  const branchRows = useMemo(
    () =>
      (branches.data ?? []).map((branch) => ({
        ...branch,
        market_name: branch.market_id === null ? null : (marketNames.get(branch.market_id) ?? null),
      })),
    [branches.data, marketNames],
  );
  const marketRows = useMemo(
    () =>
      (markets.data ?? []).map((market) => ({
        ...market,
        branch_count: (branches.data ?? []).filter((b) => b.market_id === market.market_id).length,
      })),
    [markets.data, branches.data],
  );

  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <PageHeader
          title="Branches & markets"
          description="Branches are where assets are kept, serviced and rented from; markets group branches."
        />
        {mayEditBranches && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setBranchForm('new')}>
            Add branch
          </Button>
        )}
      </Group>
      <DataTable
        label="Branches"
        columns={branchColumns}
        data={branchRows}
        getRowId={branchRowId}
        rowActions={(branch) =>
          mayEditBranches ? (
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={`Edit ${branch.name}`}
              onClick={() => setBranchForm(branch)}
            >
              Edit
            </Button>
          ) : null
        }
        isLoading={branches.isPending}
        failure={
          branches.isError
            ? { message: MESSAGES.branchesFetchFailed, onRetry: () => void branches.refetch() }
            : null
        }
        empty={<Text c="dimmed">No branches yet.</Text>}
        minWidth={560}
      />
      <Group justify="space-between" align="center" mt="md">
        <Title order={2} fz="lg">
          Markets
        </Title>
        {mayEditMarkets && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setMarketForm('new')}
          >
            Add market
          </Button>
        )}
      </Group>
      <DataTable
        label="Markets"
        columns={marketColumns}
        data={marketRows}
        getRowId={marketRowId}
        rowActions={(market) =>
          mayEditMarkets ? (
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={`Rename ${market.name}`}
              onClick={() => setMarketForm(market)}
            >
              Rename
            </Button>
          ) : null
        }
        isLoading={markets.isPending}
        failure={
          markets.isError
            ? { message: 'The markets could not be loaded.', onRetry: () => void markets.refetch() }
            : null
        }
        empty={<Text c="dimmed">No markets yet.</Text>}
        minWidth={400}
      />
      <BranchFlyout
        branch={branchForm}
        markets={markets.data ?? []}
        onClose={() => setBranchForm(null)}
      />
      <MarketModal market={marketForm} onClose={() => setMarketForm(null)} />
    </Stack>
  );
}
