import { useMemo } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import {
  ASSET_SEARCH_MESSAGES,
  ASSET_SEARCH_SORTS,
  canEditAsset,
  type AssetSearchItem,
} from '@fleet/domain';
import { DataTable } from '../../../components/data-table/data-table';
import { urlPaging, urlSortChange } from '../../../components/data-table/url-paging';
import { useAccess } from '../../../lib/access-provider';
import { useTableUrlState } from '../../../lib/url-state/use-table-url-state';
import { useSearchAssets } from '../api/search-assets';
import { useRegisterNotifications } from '../api/use-register-notifications';
import { useNow } from '../../../lib/hooks/use-now';
import { registerColumns } from '../components/register-columns';
import { RegisterHeader } from '../components/register-header';
import { RegisterRowActions } from '../components/register-row-actions';
import { RegisterToolbar } from '../components/register-toolbar';
import {
  DEFAULT_REGISTER_STATE,
  hasRegisterFilters,
  registerUrlSchema,
  toSearchQuery,
} from '../model/register-url';

const count = new Intl.NumberFormat('en-US');
const rowId = (item: AssetSearchItem) => String(item.asset_id);
const HIDDEN_COLUMNS = ['vin'];
const rowAttributes = (item: AssetSearchItem) => ({ 'data-asset': String(item.asset_id) });

/**
 * spec 1 §2 Assets (/assets, admins and managers): the company's asset register, every asset
 * in service searched, filtered, sorted and paged by the server (docs/ASSETS.md "The
 * register"). Inventory is the rental coordinator's view of the same assets.
 */
export function AssetsPage() {
  const { ctx, company } = useAccess();
  const nowMs = useNow(30_000);
  const location = useLocation();
  const [state, change] = useTableUrlState(registerUrlSchema, DEFAULT_REGISTER_STATE);
  const query = useMemo(() => toSearchQuery(state), [state]);
  const search = useSearchAssets(query);
  useRegisterNotifications();
  // Edit and the card come back to the page as it is now: its search, sort and page.
  const returnTo = `${location.pathname}${location.search}`;
  const columns = useMemo(
    () => registerColumns({ returnTo, timeZone: company.timezone, nowMs }),
    [returnTo, company.timezone, nowMs],
  );
  const canEdit = canEditAsset({
    securityLevelId: ctx.securityLevelId,
    readOnly: ctx.readOnly,
    isEditOnlyCompany: ctx.flags['asset-edit-company'],
  });
  const page = search.data;
  const isFiltered = hasRegisterFilters(state);

  return (
    <Stack gap="lg">
      <RegisterHeader
        counts={page ? { byType: page.assets_by_type, trackers: page.trackers_by_type } : null}
      />
      <DataTable
        label="Assets"
        columns={columns}
        data={page?.items ?? []}
        getRowId={rowId}
        rowAttributes={rowAttributes}
        sort={state.sort}
        onSortChange={urlSortChange(ASSET_SEARCH_SORTS, change)}
        manualSorting
        paging={{ ...urlPaging(state, change), rowCount: page?.total ?? 0 }}
        rowActions={(item) => (
          <RegisterRowActions item={item} returnTo={returnTo} canEdit={canEdit} />
        )}
        isLoading={search.isPending}
        failure={
          search.isError
            ? { message: ASSET_SEARCH_MESSAGES.loadFailed, onRetry: () => void search.refetch() }
            : null
        }
        empty={
          isFiltered ? (
            <Stack gap="xs" align="center">
              <Text c="dimmed" size="sm">
                No assets match this search.
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => change(DEFAULT_REGISTER_STATE)}
              >
                Clear search and filters
              </Button>
            </Stack>
          ) : (
            <Text c="dimmed" size="sm">
              No assets yet. Add one, or import a spreadsheet of them.
            </Text>
          )
        }
        toolbar={<RegisterToolbar state={state} onChange={change} />}
        summary={
          <Text size="sm" c="dimmed" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
            {search.isPending || search.isPlaceholderData
              ? 'Searching…'
              : `${count.format(page?.total ?? 0)} ${page?.total === 1 ? 'asset' : 'assets'}`}
          </Text>
        }
        // VIN is in the Columns menu: with it every column would not fit a laptop's width.
        initialHiddenColumns={HIDDEN_COLUMNS}
        minWidth={1200}
      />
    </Stack>
  );
}
