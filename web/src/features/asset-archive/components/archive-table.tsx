import { useMemo } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconRestore, IconSearch } from '@tabler/icons-react';
import type { ArchivedAsset } from '@fleet/domain';
import { DataTable } from '../../../components/data-table/data-table';
import { urlPaging } from '../../../components/data-table/url-paging';
import { ARCHIVE_COLUMNS, selectArchived, type ArchiveTableState } from '../model/archive-table';
import { archiveColumns } from './archive-columns';

const count = new Intl.NumberFormat('en-US');
const getRowId = (asset: ArchivedAsset) => String(asset.asset_id);
const rowAttributes = (asset: ArchivedAsset) => ({ 'data-asset': asset.custom_name });

interface ArchiveTableProps {
  /** Undefined until the first load. */
  assets: readonly ArchivedAsset[] | undefined;
  isLoading: boolean;
  onRetry: (() => void) | null;
  state: ArchiveTableState;
  onStateChange: (changes: Partial<ArchiveTableState>) => void;
  timeZone: string;
  /** Without it (read-only users) the rows have no Restore. */
  onRestore?: (asset: ArchivedAsset) => void;
}

/** The archived assets: searched, sorted and paged; newest archived first at first. */
export function ArchiveTable(props: ArchiveTableProps) {
  const { state, onStateChange, onRestore } = props;
  const all = props.assets ?? NONE;
  const rows = useMemo(() => selectArchived(all, state.q), [all, state.q]);
  const columns = useMemo(() => archiveColumns(props.timeZone), [props.timeZone]);

  return (
    <DataTable
      label="Archived assets"
      columns={columns}
      data={rows}
      getRowId={getRowId}
      rowAttributes={rowAttributes}
      sort={state.sort}
      onSortChange={(sort) => {
        const id = ARCHIVE_COLUMNS.find((column) => column === sort.id);
        if (id) onStateChange({ sort: { id, desc: sort.desc } });
      }}
      paging={urlPaging(state, onStateChange)}
      rowActions={
        onRestore &&
        ((asset) => (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRestore size={14} />}
            onClick={() => onRestore(asset)}
          >
            Restore
          </Button>
        ))
      }
      isLoading={props.isLoading}
      failure={
        props.onRetry
          ? { message: 'The archive could not be loaded.', onRetry: props.onRetry }
          : null
      }
      empty={
        all.length === 0 ? (
          <Stack gap={4} align="center">
            <Text fw={600}>The archive is empty</Text>
            <Text size="sm" c="dimmed">
              Assets archived from their card on the map are listed here, to be restored.
            </Text>
          </Stack>
        ) : (
          <Stack gap="xs" align="center">
            <Text c="dimmed" size="sm">
              No archived asset matches the search.
            </Text>
            <Button size="xs" variant="default" onClick={() => onStateChange({ q: '' })}>
              Show every archived asset
            </Button>
          </Stack>
        )
      }
      toolbar={
        <TextInput
          aria-label="Search the archive"
          placeholder="Search name, model, serial or reason"
          leftSection={<IconSearch size={16} />}
          value={state.q}
          onChange={(event) => onStateChange({ q: event.currentTarget.value })}
          w={300}
        />
      }
      summary={
        props.assets && (
          <Text size="sm" c="dimmed">
            {rows.length === all.length
              ? `${count.format(all.length)} archived`
              : `${count.format(rows.length)} of ${count.format(all.length)} archived`}
          </Text>
        )
      }
    />
  );
}

const NONE: readonly ArchivedAsset[] = [];
