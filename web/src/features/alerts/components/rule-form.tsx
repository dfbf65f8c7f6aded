import {
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  ALERT_RULE_KINDS,
  ALERT_RULE_LABELS,
  SERVICE_DUE_WHEN,
  SERVICE_DUE_WHEN_LABELS,
  THRESHOLD_READINGS,
  THRESHOLD_READING_LABELS,
  alertRuleBody,
  type AlertRule,
  type AlertRuleBody,
  type AlertRuleKind,
} from '@fleet/domain';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showSuccessToast } from '../../../lib/toasts';
import { useSaveAlertRule } from '../../../lib/alerts-api/alerts-api';
import {
  defaultParams,
  isGeofenceKind,
  valuesOfRule,
  type RuleFormValues,
} from '../model/rule-form-values';

export interface RuleChoices {
  geofences: Array<{ value: string; label: string }>;
  groups: Array<{ value: string; label: string }>;
  people: Array<{ value: string; label: string }>;
}

/**
 * Add or edit an alert rule: what it watches and its settings, which geofence (or group of
 * geofences) for a geofence rule, which assets (all, or a group's), who is told and how.
 * Checked with the schema the server checks it with.
 */
export function RuleForm({
  rule,
  choices,
  onDone,
}: {
  rule: AlertRule | null;
  choices: RuleChoices;
  onDone: () => void;
}) {
  const save = useSaveAlertRule();
  const { form, failure, showServerError } = useZodForm<RuleFormValues, AlertRuleBody>(
    alertRuleBody,
    { initialValues: valuesOfRule(rule) },
  );
  const values = form.getValues();
  const kind = values.kind;
  const submit = form.onSubmit((body) =>
    save.mutate(
      { alertRuleId: rule?.alert_rule_id ?? null, body },
      {
        onSuccess: () => {
          showSuccessToast('Alert saved.');
          onDone();
        },
        onError: showServerError,
      },
    ),
  );
  const param = (name: string) => form.getInputProps(`params.${name}`);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          withAsterisk
          {...form.getInputProps('name')}
          key={form.key('name')}
        />
        <Select
          label="Alert when"
          withAsterisk
          allowDeselect={false}
          data={ALERT_RULE_KINDS.map((value) => ({ value, label: ALERT_RULE_LABELS[value] }))}
          {...form.getInputProps('kind')}
          key={form.key('kind')}
          onChange={(value) => {
            const next = (value ?? 'geofence_enter') as AlertRuleKind;
            form.setFieldValue('kind', next);
            form.setFieldValue('params', defaultParams(next));
            if (!isGeofenceKind(next)) {
              form.setFieldValue('geofence_id', null);
              form.setFieldValue('geofence_organization_id', null);
            }
          }}
        />
        {kind === 'over_speed' && (
          <NumberInput
            label="Speed above (mph)"
            min={5}
            max={150}
            {...param('speed_mph')}
            key={form.key('params.speed_mph')}
          />
        )}
        {(kind === 'idle' || kind === 'lost_contact') && (
          <NumberInput
            label={kind === 'idle' ? 'Idle for at least (minutes)' : 'No fix for (minutes)'}
            min={1}
            {...param('minutes')}
            key={form.key('params.minutes')}
          />
        )}
        {kind === 'low_battery' && (
          <NumberInput
            label="Battery below (%)"
            min={1}
            max={99}
            {...param('percent')}
            key={form.key('params.percent')}
          />
        )}
        {kind === 'threshold' && (
          <Group grow align="flex-start">
            <Select
              label="Reading"
              allowDeselect={false}
              data={THRESHOLD_READINGS.map((value) => ({
                value,
                label: THRESHOLD_READING_LABELS[value],
              }))}
              {...param('reading')}
              key={form.key('params.reading')}
            />
            <NumberInput label="Lowest" {...param('min')} key={form.key('params.min')} />
            <NumberInput label="Highest" {...param('max')} key={form.key('params.max')} />
          </Group>
        )}
        {kind === 'service_due' && (
          <>
            <Select
              label="Fire"
              allowDeselect={false}
              data={SERVICE_DUE_WHEN.map((value) => ({
                value,
                label: SERVICE_DUE_WHEN_LABELS[value],
              }))}
              {...param('when')}
              key={form.key('params.when')}
            />
            <Text fz="sm" c="dimmed">
              Once per service interval of each asset its service group names, judged every minute
              as the asset card counts it; recording the service starts the count again.
            </Text>
          </>
        )}
        {kind === 'outside_hours' && (
          <Text fz="sm" c="dimmed">
            Fires when an asset runs or moves outside the company’s working hours (Company admin
            &gt; Preferences).
          </Text>
        )}
        {isGeofenceKind(kind) && (
          <Group grow align="flex-start">
            <Select
              label="Geofence"
              placeholder="One geofence"
              clearable
              searchable
              data={choices.geofences}
              value={values.geofence_id === null ? null : String(values.geofence_id)}
              error={form.errors.geofence_id}
              onChange={(value) => {
                form.setFieldValue('geofence_id', value === null ? null : Number(value));
                if (value !== null) form.setFieldValue('geofence_organization_id', null);
              }}
            />
            <Select
              label="or every geofence of a group"
              placeholder="A group"
              clearable
              searchable
              data={choices.groups}
              value={
                values.geofence_organization_id === null
                  ? null
                  : String(values.geofence_organization_id)
              }
              onChange={(value) => {
                form.setFieldValue(
                  'geofence_organization_id',
                  value === null ? null : Number(value),
                );
                if (value !== null) form.setFieldValue('geofence_id', null);
              }}
            />
          </Group>
        )}
        <Select
          label="Assets"
          placeholder="Every asset"
          clearable
          searchable
          data={choices.groups}
          value={
            values.asset_organization_id === null ? null : String(values.asset_organization_id)
          }
          onChange={(value) =>
            form.setFieldValue('asset_organization_id', value === null ? null : Number(value))
          }
        />
        <Stack gap={6}>
          <Text fz="sm" fw={500}>
            Tell people
          </Text>
          <Group gap="lg">
            <Checkbox
              label="In the app (the bell)"
              {...form.getInputProps('notify.in_app', { type: 'checkbox' })}
              key={form.key('notify.in_app')}
            />
            <Checkbox
              label="By text"
              {...form.getInputProps('notify.sms', { type: 'checkbox' })}
              key={form.key('notify.sms')}
            />
            <Checkbox
              label="By email"
              {...form.getInputProps('notify.email', { type: 'checkbox' })}
              key={form.key('notify.email')}
            />
          </Group>
          <MultiSelect
            label="Who gets the text or email"
            searchable
            data={choices.people}
            value={values.notify.user_ids.map(String)}
            error={form.errors['notify.user_ids']}
            onChange={(ids) => form.setFieldValue('notify.user_ids', ids.map(Number))}
          />
        </Stack>
        <Switch
          label="Active"
          {...form.getInputProps('active', { type: 'checkbox' })}
          key={form.key('active')}
        />
        <DialogActions
          failure={failure}
          onCancel={onDone}
          confirmLabel={rule ? 'Save alert' : 'Add alert'}
          isPending={save.isPending}
        />
      </Stack>
    </form>
  );
}
