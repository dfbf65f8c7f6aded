import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { z } from 'zod';
import type { KeypadEntry } from '@fleet/domain';
import { DataTable } from '../../../../components/data-table/data-table';
import { dataTableColumns } from '../../../../components/data-table/data-table-features';
import { formatInTimeZone } from '../../../../lib/company-days';
import {
  pageParam,
  pageSizeParam,
  TABLE_PAGE_SIZES,
  tablePageSize,
  type UrlState,
} from '../../../../lib/url-state/table-url-state';
import { useTableUrlState } from '../../../../lib/url-state/use-table-url-state';
import { useKeypadEntries } from '../../api/get-keypad-entries';
import { cardApiPath } from '../../model/map-routes';
import { accessLogPage } from '../../model/operators';
import type { CardTabProps } from './card-tab-content';
import { keypadCodeName, LocalBadge } from './recent-access-section';

const accessLogSchema = z.object({
  page: pageParam(),
  size: pageSizeParam(TABLE_PAGE_SIZES),
});
const DEFAULTS: UrlState<typeof accessLogSchema> = { page: 1, size: 10 };

const column = dataTableColumns<KeypadEntry>();
const getRowId = (entry: KeypadEntry) => String(entry.asset_keypad_entry_id);

function accessColumns(timeZone: string) {
  return column.columns([
    column.accessor('keypad_timestamp', {
      id: 'time',
      header: 'Time',
      enableHiding: false,
      cell: ({ row }) => (
        <Text span fz="sm">
          {formatInTimeZone(row.original.keypad_timestamp, timeZone)}
        </Text>
      ),
    }),
    column.accessor((entry) => keypadCodeName(entry), {
      id: 'code',
      header: 'Keypad code',
      cell: ({ row }) => (
        <Text span fz="sm" fw={500}>
          {keypadCodeName(row.original)}
        </Text>
      ),
    }),
    column.accessor((entry) => entry.keypad_code_assignment.is_local_code, {
      id: 'local',
      header: 'Checked',
      cell: ({ row }) => <LocalBadge entry={row.original} />,
    }),
  ]);
}

/**
 * spec 1 §2 "/assets/all/asset/{id}/access/log": every keypad entry of the card's asset (a
 * rental's card: while on that rental), newest first, a page at a time, the page in the URL.
 */
export function AccessLogTab({ target, timeZone }: CardTabProps) {
  const [state, update] = useTableUrlState(accessLogSchema, DEFAULTS);
  const offset = (state.page - 1) * state.size;
  // One more than the page holds tells whether a next page exists.
  const entries = useKeypadEntries(cardApiPath(target), state.size + 1, offset);
  const { rows, rowCount } = accessLogPage(state.page, state.size, entries.data ?? []);
  const columns = useMemo(() => accessColumns(timeZone), [timeZone]);
  return (
    <DataTable
      label="Access log"
      columns={columns}
      data={rows}
      getRowId={getRowId}
      paging={{
        page: state.page,
        pageSize: state.size,
        pageSizes: TABLE_PAGE_SIZES,
        rowCount,
        onChange: (change) =>
          update(
            'page' in change
              ? { page: change.page }
              : { page: 1, size: tablePageSize(change.pageSize) ?? DEFAULTS.size },
          ),
      }}
      isLoading={entries.isPending}
      failure={
        entries.isError
          ? {
              message: 'The access log could not be loaded.',
              onRetry: () => void entries.refetch(),
            }
          : null
      }
      empty={
        <Text size="sm" c="dimmed">
          No keypad entries on this asset yet.
        </Text>
      }
      minWidth={360}
    />
  );
}
