import { useMemo } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { isAdminOrManager, type InventoryItem, type InventoryPage } from '@fleet/domain';
import { DataTable } from '../../../components/data-table/data-table';
import { AddAssetButton } from '../../../components/add-asset-button';
import { PageHeader } from '../../../components/page-header';
import { useAccess } from '../../../lib/access-provider';
import { formatInTimeZone } from '../../../lib/company-days';
import { describeError } from '../../../lib/error-toasts';
import { useTableUrlState } from '../../../lib/url-state/use-table-url-state';
import { useInventory } from '../api/get-inventory';
import { useInventoryNotifications } from '../api/use-inventory-notifications';
import { ByClassTable } from '../components/by-class-table';
import { ExportMenu } from '../components/export-menu';
import { FilterPopover } from '../components/filter-popover';
import { inventoryColumns } from '../components/inventory-columns';
import { InventoryRowActions } from '../components/inventory-row-actions';
import { SavedSearchesMenu } from '../components/saved-searches-menu';
import { SearchBar } from '../components/search-bar';
import { SelectionActions } from '../components/selection-actions';
import {
  DEFAULT_INVENTORY_STATE,
  FILTER_POPOVERS,
  INVENTORY_COLUMNS,
  fromPayload,
  inventoryUrlSchema,
  toPayload,
} from '../model/inventory-url';
import { urlSortChange } from '../../../components/data-table/url-paging';

const rowId = (item: InventoryItem) => String(item.id);
const EMPTY_PAGE: Pick<InventoryPage, 'total' | 'facets' | 'classes'> = {
  total: 0,
  facets: [],
  classes: [],
};

/** spec 1 §2 "Inventory section": the company's assets, searched, filtered and exported. */
export function InventoryPage() {
  const { ctx, company } = useAccess();
  const [state, setState] = useTableUrlState(inventoryUrlSchema, DEFAULT_INVENTORY_STATE);
  const payload = useMemo(() => toPayload(state), [state]);
  const query = useInventory(payload);
  useInventoryNotifications();
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const first = query.data?.pages[0] ?? EMPTY_PAGE;
  const columns = useMemo(() => inventoryColumns(company.timezone), [company.timezone]);
  const canEdit = !ctx.readOnly;
  // spec 1 §2: in the by-class view only app admins and managers select rows.
  const canSelectInClass = isAdminOrManager(ctx.securityLevelId);
  const lastUpdated = query.dataUpdatedAt
    ? formatInTimeZone(new Date(query.dataUpdatedAt).toISOString(), company.timezone)
    : null;
  const isFresh = query.isSuccess && !query.isPlaceholderData;
  const failure = query.isError
    ? { message: describeError(query.error).message, onRetry: () => void query.refetch() }
    : null;

  const filters = FILTER_POPOVERS.map(({ identifier, label, key }) => (
    <FilterPopover
      key={identifier}
      label={label}
      entries={first.facets.find((facet) => facet.identifier === identifier)?.entries ?? []}
      selected={state[key]}
      onChange={(values) => setState({ [key]: values })}
    />
  ));

  const summary = (
    <Group gap="sm">
      <Text
        size="sm"
        c="dimmed"
        aria-live="polite"
        // Which search the count answers (for tests and tools); empty while it is loading.
        data-search={isFresh ? JSON.stringify(payload) : ''}
      >
        {/* The previous search's rows stay while the next loads; its count would mislead. */}
        {query.isPending || query.isPlaceholderData
          ? 'Searching…'
          : `${first.total.toLocaleString()} assets found`}
      </Text>
      <ExportMenu payload={payload} total={first.total} />
    </Group>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <PageHeader
          title="Inventory"
          description="Your assets, where they are and whether they are out on rent."
        />
        <Group gap="sm">
          <SegmentedControl
            aria-label="View"
            value={state.view}
            onChange={(view) => setState({ view: view === 'class' ? 'class' : 'list' })}
            data={[
              { value: 'list', label: 'List' },
              { value: 'class', label: 'By class' },
            ]}
          />
          <SavedSearchesMenu
            current={payload}
            canSave={canEdit}
            onApply={(preset) => setState(fromPayload(preset.preset))}
          />
          <AddAssetButton />
        </Group>
      </Group>

      <Group gap="sm" wrap="wrap">
        <SearchBar
          field={state.field}
          value={state.q}
          onSearch={(field, q) => setState({ field, q })}
        />
        {filters}
      </Group>

      {state.view === 'class' ? (
        <Stack gap="sm">
          <Group justify="space-between">
            <div>
              <Title order={3}>
                {query.isPlaceholderData
                  ? 'Searching…'
                  : `${first.total.toLocaleString()} assets found`}
              </Title>
              <Text size="xs" c="dimmed">
                Last Updated {lastUpdated ?? '--'}
              </Text>
            </div>
            <Group gap="sm">
              <Tooltip label="Refresh" withArrow>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label="Refresh"
                  loading={query.isFetching}
                  onClick={() => void query.refetch()}
                >
                  <IconRefresh size={18} />
                </ActionIcon>
              </Tooltip>
              <ExportMenu payload={payload} total={first.total} />
            </Group>
          </Group>
          <ByClassTable
            classes={first.classes}
            payload={payload}
            timeZone={company.timezone}
            canSelect={canSelectInClass}
            canEdit={canEdit}
          />
        </Stack>
      ) : (
        <DataTable
          label="Inventory"
          columns={columns}
          data={items}
          getRowId={rowId}
          getRowLabel={(item) => item.customName}
          sort={state.sort}
          onSortChange={urlSortChange(INVENTORY_COLUMNS, setState)}
          selection={{ actions: (rows) => <SelectionActions rows={rows} /> }}
          rowActions={(item) => <InventoryRowActions item={item} canEdit={canEdit} />}
          isLoading={query.isPending}
          failure={failure}
          empty="No assets match this search. Clear a filter or search for something else."
          summary={summary}
          minWidth={1100}
        />
      )}
      {query.hasNextPage && state.view === 'list' && (
        <Group justify="center">
          <Button
            variant="default"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {`Load more (${items.length.toLocaleString()} of ${first.total.toLocaleString()} shown)`}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
