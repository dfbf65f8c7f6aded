import {
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { WEEKDAY_NAMES, companyPreferencesUpdate } from '@fleet/domain';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import type { CompanyPreferences } from '../../../lib/access';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showSuccessToast } from '../../../lib/toasts';
import { useSaveCompanyPreferences } from '../api/settings';

/** The company preferences spec 1 §6 reads, and the workday 'outside normal hours' alerts use. */
export function PreferencesForm({
  preferences,
  canEdit,
}: {
  preferences: CompanyPreferences;
  canEdit: boolean;
}) {
  const save = useSaveCompanyPreferences(preferences.company_id);
  const { company_id: _companyId, ...initialValues } = preferences;
  const { form, failure, showServerError } = useZodForm(companyPreferencesUpdate, {
    initialValues,
  });
  return (
    <form
      aria-label="Company preferences"
      noValidate
      onSubmit={form.onSubmit((body) =>
        save.mutate(body, {
          onSuccess: (saved) => {
            const { company_id: _id, ...values } = saved;
            form.setInitialValues(values);
            form.reset();
            showSuccessToast('Preferences saved.');
          },
          onError: showServerError,
        }),
      )}
    >
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Title order={2} fz="md">
              Rentals and details
            </Title>
            <Switch
              label="Internal rentals of equipment"
              disabled={!canEdit}
              {...form.getInputProps('allow_internal_rentals_equipment', { type: 'checkbox' })}
            />
            <Switch
              label="Internal rentals of vehicles"
              disabled={!canEdit}
              {...form.getInputProps('allow_internal_rentals_vehicles', { type: 'checkbox' })}
            />
            <Switch
              label="Hide details: no locations, Service or Off-rent actions on cards"
              disabled={!canEdit}
              {...form.getInputProps('hide_details', { type: 'checkbox' })}
            />
            <NumberInput
              label="Over-speed threshold (mph)"
              min={5}
              max={150}
              maw={220}
              allowDecimal={false}
              disabled={!canEdit}
              {...form.getInputProps('over_speed_threshold_mph')}
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Title order={2} fz="md">
              Normal working hours
            </Title>
            <Group gap="md">
              <TextInput
                type="time"
                label="Workday starts"
                w={160}
                disabled={!canEdit}
                {...form.getInputProps('workday_start')}
              />
              <TextInput
                type="time"
                label="Workday ends"
                w={160}
                disabled={!canEdit}
                {...form.getInputProps('workday_end')}
              />
            </Group>
            <Checkbox.Group
              label="Workdays"
              value={(form.values.workdays ?? []).map(String)}
              onChange={(days) => form.setFieldValue('workdays', days.map(Number))}
              error={form.errors.workdays}
            >
              <Group gap="md" mt={6}>
                {WEEKDAY_NAMES.map((day, index) => (
                  <Checkbox key={day} value={String(index)} label={day} disabled={!canEdit} />
                ))}
              </Group>
            </Checkbox.Group>
          </Stack>
        </Paper>
        {canEdit && (
          <DialogActions
            failure={failure}
            onCancel={() => form.reset()}
            cancelLabel="Undo changes"
            confirmLabel="Save preferences"
            isPending={save.isPending}
            confirmDisabled={!form.isDirty()}
          />
        )}
      </Stack>
    </form>
  );
}
