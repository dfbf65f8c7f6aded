import type { ReactNode } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  List,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BULK_EDIT_MESSAGES } from '@fleet/domain';
import { PageHeader } from '../../../components/page-header';
import { useSelectedAssets, type SelectedAsset } from '../api/bulk-edit';
import { INVENTORY_PATH, type BulkEdit } from '../hooks/use-bulk-edit';

interface BulkEditLayoutProps {
  title: string;
  description: string;
  edit: BulkEdit;
  /** The page's choices (branch, category, class; or the group). */
  children: ReactNode;
  /** A sentence above the buttons (e.g. nothing chosen yet); null for none. */
  notice?: string | null;
  isSaving: boolean;
  /** Beyond "no assets" (spec 2 §5: Save is disabled with no assets selected). */
  saveDisabled?: boolean;
  onSave: () => void;
}

/** The one layout of both bulk edit pages: the selected assets, the choices, what failed. */
export function BulkEditLayout(props: BulkEditLayoutProps) {
  const { edit, isSaving, onSave } = props;
  const hasAssets = edit.assetIds.length > 0;
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={props.title} description={props.description} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <SelectedAssets edit={edit} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              {props.children}
              {props.notice && (
                <Text size="sm" c="red" role="alert">
                  {props.notice}
                </Text>
              )}
              <Failures edit={edit} />
              <Group justify="flex-end">
                <Button variant="default" onClick={edit.cancel}>
                  Cancel
                </Button>
                <Button
                  onClick={onSave}
                  loading={isSaving}
                  disabled={!hasAssets || (props.saveDisabled ?? false)}
                >
                  Save
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

const makeAndModel = (asset: SelectedAsset) =>
  [asset.make?.name, asset.model].filter(Boolean).join(' ') || '--';

function SelectedAssets({ edit }: { edit: BulkEdit }) {
  const assets = useSelectedAssets(edit.assetIds);
  const wanted = new Set(edit.assetIds);
  const rows = (assets.data ?? []).filter((asset) => wanted.has(asset.asset_id));
  const missing = edit.assetIds.length - rows.length;
  if (edit.assetIds.length === 0) {
    return (
      <Alert
        color="yellow"
        icon={<IconAlertTriangle size={18} />}
        title={BULK_EDIT_MESSAGES.noSelectedAssets}
      >
        <Anchor component={Link} to={INVENTORY_PATH} size="sm">
          Select assets on the inventory
        </Anchor>
        , then choose Edit details or Edit groups.
      </Alert>
    );
  }
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3} fz="lg">
          {edit.assetIds.length === 1
            ? '1 selected asset'
            : `${edit.assetIds.length} selected assets`}
        </Title>
        {edit.leftOut !== null && (
          <Text size="sm" c="orange" role="status">
            {`${edit.leftOut.toLocaleString()} more selected assets are left out: ${BULK_EDIT_MESSAGES.tooManyAssets}`}
          </Text>
        )}
        {assets.isPending ? (
          <Stack gap={6} aria-busy="true">
            {[0, 1, 2].map((line) => (
              <Skeleton key={line} h={18} />
            ))}
          </Stack>
        ) : rows.length === 0 ? null : (
          <ScrollArea.Autosize mah="60vh">
            <Table aria-label="Selected assets" verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Asset</Table.Th>
                  <Table.Th>Make and model</Table.Th>
                  <Table.Th>Class</Table.Th>
                  <Table.Th aria-label="Remove" w={40} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((asset) => (
                  <Table.Tr key={asset.asset_id} data-asset-id={asset.asset_id}>
                    <Table.Td fw={500}>{asset.custom_name}</Table.Td>
                    <Table.Td>{makeAndModel(asset)}</Table.Td>
                    <Table.Td>{asset.equipment_class?.name ?? '--'}</Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Remove ${asset.custom_name}`}
                        onClick={() => edit.removeAsset(asset.asset_id)}
                      >
                        <IconX size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
        {!assets.isPending && missing > 0 && (
          <Text size="sm" c="dimmed">
            {missing === 1 ? '1 selected asset is' : `${missing} selected assets are`} not listed:
            archived, or no longer in your fleet. Saving tells why for each.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * spec 2 §4 and §8: the failures with their reasons, under the warning 'N asset(s) failed to
 * update', or under 'Update Error' with the result's error text when it has one.
 */
function Failures({ edit }: { edit: BulkEdit }) {
  if (!edit.failed) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={18} />}
      title={
        edit.errorText
          ? BULK_EDIT_MESSAGES.updateErrorTitle
          : BULK_EDIT_MESSAGES.failedToUpdate(edit.failed.length)
      }
      role="alert"
    >
      <Stack gap="xs">
        {edit.errorText && (
          <Text size="sm" fw={600}>
            {edit.errorText}
          </Text>
        )}
        <List size="sm" spacing={4}>
          {edit.failed.map((asset) => (
            <List.Item key={asset.id}>
              <Text span fw={600} size="sm">
                {asset.custom_name ?? `Asset ${asset.id}`}
              </Text>
              {`: ${asset.reason}`}
            </List.Item>
          ))}
        </List>
        <Text size="sm">The other assets were updated; these stay selected.</Text>
      </Stack>
    </Alert>
  );
}
