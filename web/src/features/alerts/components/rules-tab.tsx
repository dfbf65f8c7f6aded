import { useMemo, useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { AlertRule } from '@fleet/domain';
import { DataTable } from '../../../components/data-table/data-table';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { Flyout } from '../../../components/dialogs/flyout';
import { describeError, showErrorToast } from '../../../lib/error-toasts';
import { showSuccessToast } from '../../../lib/toasts';
import { useAlertRules, useDeleteAlertRule } from '../../../lib/alerts-api/alerts-api';
import { describeNotify, describeRule } from '../model/alert-view';
import { RuleForm, type RuleChoices } from './rule-form';

const column = dataTableColumns<AlertRule>();
const getRowId = (rule: AlertRule) => String(rule.alert_rule_id);
const labelOf = (options: RuleChoices['geofences'], id: number | null) =>
  options.find((option) => option.value === String(id))?.label;

/** Alerts > Configure: the company's rules; managers add, edit and delete them. */
export function RulesTab({ choices, canWrite }: { choices: RuleChoices; canWrite: boolean }) {
  const rules = useAlertRules();
  const remove = useDeleteAlertRule();
  const [editing, setEditing] = useState<AlertRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AlertRule | null>(null);
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', { id: 'name', header: 'Name', enableHiding: false }),
        column.display({
          id: 'watches',
          header: 'Watches',
          cell: ({ row: { original } }) => (
            <Text span fz="sm">
              {describeRule(original)}
              {original.geofence_id !== null &&
                ` · ${labelOf(choices.geofences, original.geofence_id) ?? 'a geofence'}`}
              {original.geofence_organization_id !== null &&
                ` · geofences of ${labelOf(choices.groups, original.geofence_organization_id) ?? 'a group'}`}
            </Text>
          ),
        }),
        column.display({
          id: 'assets',
          header: 'Assets',
          cell: ({ row: { original } }) =>
            original.asset_organization_id === null
              ? 'Every asset'
              : (labelOf(choices.groups, original.asset_organization_id) ?? 'A group'),
        }),
        column.display({
          id: 'notify',
          header: 'Tells',
          cell: ({ row: { original } }) => describeNotify(original),
        }),
        column.accessor('active', {
          id: 'active',
          header: 'State',
          cell: ({ row: { original } }) => (
            <Badge color={original.active ? 'green' : 'gray'} variant="light" size="sm">
              {original.active ? 'Active' : 'Paused'}
            </Badge>
          ),
        }),
      ]),
    [choices],
  );
  return (
    <>
      <DataTable
        label="Alert rules"
        columns={columns}
        data={rules.data ?? []}
        getRowId={getRowId}
        isLoading={rules.isPending}
        failure={
          rules.isError
            ? { message: describeError(rules.error).message, onRetry: () => void rules.refetch() }
            : null
        }
        rowActions={
          canWrite
            ? (rule) => (
                <Group gap="xs" wrap="nowrap">
                  <Button size="compact-xs" variant="subtle" onClick={() => setEditing(rule)}>
                    Edit
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setDeleting(rule)}
                  >
                    Delete
                  </Button>
                </Group>
              )
            : undefined
        }
        toolbar={
          canWrite && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setEditing('new')}
            >
              Add alert
            </Button>
          )
        }
        summary={
          <Text fz="sm" c="dimmed">
            {rules.data ? `${rules.data.length} ${rules.data.length === 1 ? 'rule' : 'rules'}` : ''}
          </Text>
        }
        empty={
          <Text c="dimmed" fz="sm">
            No alert rules yet.
            {canWrite ? ' Add one to be told when assets leave a yard, speed or idle.' : ''}
          </Text>
        }
      />
      <Flyout
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' || editing === null ? 'Add alert' : `Edit ${editing.name}`}
        size="30%"
      >
        {editing !== null && (
          <RuleForm
            rule={editing === 'new' ? null : editing}
            choices={choices}
            onDone={() => setEditing(null)}
          />
        )}
      </Flyout>
      <ConfirmDialog
        opened={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this alert'}?`}
        confirmLabel="Delete"
        danger
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.alert_rule_id, {
            onSuccess: () => {
              showSuccessToast('Alert deleted.');
              setDeleting(null);
            },
            onError: showErrorToast,
          });
        }}
      >
        It stops firing at once. The alerts it fired stay in Activity.
      </ConfirmDialog>
    </>
  );
}
