import { useEffect, useMemo } from 'react';
import { Button, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChartBar, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RENTAL_LIST_MESSAGES, RENTAL_TABS, TOAST_MS } from '@fleet/domain';
import { DataTable } from '../../../components/data-table/data-table';
import { urlPaging, urlSortChange } from '../../../components/data-table/url-paging';
import { PageHeader } from '../../../components/page-header';
import { useAccess } from '../../../lib/access-provider';
import { useTableUrlState } from '../../../lib/url-state/use-table-url-state';
import { useCompanyRentals } from '../api/get-company-rentals';
import { useVendorNames } from '../../../lib/vendor-names';
import { useThirdPartyRentalsList } from '../api/get-third-party-rentals-list';
import { rentalColumns } from './rental-columns';
import { RentalRowActions } from './rental-row-actions';
import { RENTAL_COLUMNS, searchLines, tabLines, type RentalLine } from './rental-rows';
import {
  DEFAULT_RENTALS_STATE,
  TAB_IDS,
  rentalsTableSchema,
  type RentalsTableState,
} from './rentals-url';

const NONE: never[] = [];
const NO_VENDORS = new Map<number, string>();
const count = new Intl.NumberFormat('en-US');
const getRowId = (line: RentalLine) => line.key;
const rowAttributes = (line: RentalLine) => ({ 'data-rental': line.key });

/**
 * /rentals (spec 1 §4 "Tabs", spec 2 §2): the company's rentals by tab, internal ones first and
 * third-party ones beside them with their vendor; searched, sorted and paged in the browser,
 * every choice in the URL.
 */
export function RentalsPage() {
  const { company, ctx } = useAccess();
  const [state, setState] = useTableUrlState(rentalsTableSchema, DEFAULT_RENTALS_STATE);
  const statuses = RENTAL_TABS[state.tab].statuses;
  const rentals = useCompanyRentals(company.company_id, statuses);
  const thirdParty = useThirdPartyRentalsList();
  const vendors = useVendorNames();

  useEffect(() => {
    if (!rentals.error) return;
    notifications.show({
      id: 'rentals-fetch-failed',
      color: 'red',
      message: RENTAL_LIST_MESSAGES.fetchFailed,
      autoClose: TOAST_MS.default,
    });
  }, [rentals.error]);

  const lines = useMemo(
    () =>
      tabLines(
        state.tab,
        rentals.data ?? NONE,
        // Third-party rentals are an addition: while they load or if they fail, the internal
        // ones still show.
        thirdParty.data ?? NONE,
        vendors.data ?? NO_VENDORS,
      ),
    [state.tab, rentals.data, thirdParty.data, vendors.data],
  );
  const rows = useMemo(() => searchLines(lines, state.q), [lines, state.q]);
  const columns = useMemo(() => rentalColumns(company.timezone), [company.timezone]);
  const canEdit = !ctx.readOnly;
  const change = (changes: Partial<RentalsTableState>) => setState(changes);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <PageHeader title="Rentals" />
        <Button
          component={Link}
          to="/rentals/utilization"
          variant="light"
          leftSection={<IconChartBar size={16} />}
        >
          Utilization
        </Button>
      </Group>
      <Tabs
        value={state.tab}
        onChange={(value) => {
          const tab = TAB_IDS.find((id) => id === value);
          if (tab) change({ tab, page: 1 });
        }}
      >
        <Tabs.List>
          {TAB_IDS.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {RENTAL_TABS[id].label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <DataTable
        label="Rentals"
        columns={columns}
        data={rows}
        getRowId={getRowId}
        rowAttributes={rowAttributes}
        sort={state.sort}
        onSortChange={urlSortChange(RENTAL_COLUMNS, change)}
        paging={urlPaging(state, change)}
        rowActions={(line) => <RentalRowActions line={line} canEdit={canEdit} />}
        isLoading={rentals.isPending}
        failure={
          rentals.isError
            ? { message: 'The rentals could not be loaded.', onRetry: () => void rentals.refetch() }
            : null
        }
        empty={
          <Text c="dimmed" size="sm">
            {lines.length === 0
              ? `No rentals in ${RENTAL_TABS[state.tab].label}.`
              : 'No rental matches the search.'}
          </Text>
        }
        toolbar={
          <TextInput
            aria-label="Search rentals"
            placeholder="Search id, asset, class, vendor, jobsite, contact"
            leftSection={<IconSearch size={16} />}
            value={state.q}
            onChange={(event) => change({ q: event.currentTarget.value, page: 1 })}
            w={340}
          />
        }
        summary={
          rentals.data && (
            <Text size="sm" c="dimmed">
              {rows.length === lines.length
                ? `${count.format(lines.length)} rentals`
                : `${count.format(rows.length)} of ${count.format(lines.length)} rentals`}
            </Text>
          )
        }
      />
    </Stack>
  );
}
