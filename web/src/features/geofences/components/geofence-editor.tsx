import {
  Checkbox,
  Group as Row,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { GEOFENCE_TYPES, geofenceDetails, type GeofenceDetails } from '@fleet/domain';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useGeofenceGroups } from '../api/geofences';
import type { DrawTool } from '../model/drawn-shape';

const TYPE_OPTIONS = GEOFENCE_TYPES.map((type) => ({ value: String(type.id), label: type.label }));

export interface GeofenceEditorProps {
  title: string;
  initialValues: GeofenceDetails;
  /** For a new geofence: the tool in use, and whether a shape has been drawn yet. */
  tool?: { value: DrawTool; onChange: (tool: DrawTool) => void; hasShape: boolean };
  /** Why the drawn shape cannot be saved, in the domain's words; null when it can. */
  shapeProblem: string | null;
  /** False until there is a shape to save. */
  canSave: boolean;
  isPending: boolean;
  /** Puts a refusal on the form (issues under fields, the rest above the buttons). */
  onSave: (details: GeofenceDetails, showServerError: (error: unknown) => void) => void;
  onCancel: () => void;
}

/**
 * Name, type, alert flags and groups of a geofence being drawn or changed; the shape is drawn
 * on the map beside it. Checked with the schema the server uses (`geofenceDetails`).
 */
export function GeofenceEditor({
  title,
  initialValues,
  tool,
  shapeProblem,
  canSave,
  isPending,
  onSave,
  onCancel,
}: GeofenceEditorProps) {
  const groups = useGeofenceGroups();
  const { form, failure, showServerError } = useZodForm(geofenceDetails, { initialValues });
  const values = form.getValues();
  const groupOptions = (groups.data ?? []).map((g) => ({
    value: String(g.organization_id),
    label: g.name,
  }));

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <form onSubmit={form.onSubmit((details) => onSave(details, showServerError))}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {title}
          </Title>
          {tool && (
            <>
              <SegmentedControl
                aria-label="Shape"
                value={tool.value}
                onChange={(value) => tool.onChange(value === 'circle' ? 'circle' : 'polygon')}
                data={[
                  { value: 'polygon', label: 'Outline' },
                  { value: 'circle', label: 'Circle' },
                ]}
              />
              <Text size="sm" c="dimmed">
                {tool.hasShape
                  ? tool.value === 'circle'
                    ? 'Drag the edge on the map to resize the circle, or its middle to move it.'
                    : 'Drag the corners on the map to adjust the shape.'
                  : tool.value === 'circle'
                    ? 'Click the centre on the map, move out to the edge, and click again.'
                    : 'Click each corner on the map; click the first corner again to close the outline.'}
              </Text>
            </>
          )}
          {!tool && (
            <Text size="sm" c="dimmed">
              Drag the corners on the map to change the shape.
            </Text>
          )}
          {shapeProblem && (
            <Text size="sm" c="red" role="alert">
              {shapeProblem}
            </Text>
          )}
          <TextInput
            label="Name"
            withAsterisk
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <Select
            label="Type"
            data={TYPE_OPTIONS}
            allowDeselect={false}
            value={String(values.geofence_type_id)}
            onChange={(value) =>
              form.setFieldValue(
                'geofence_type_id',
                Number(value) as GeofenceDetails['geofence_type_id'],
              )
            }
          />
          <Row gap="lg">
            <Checkbox
              label="Alert on enter"
              key={form.key('alert_enter')}
              {...form.getInputProps('alert_enter', { type: 'checkbox' })}
            />
            <Checkbox
              label="Alert on exit"
              key={form.key('alert_exit')}
              {...form.getInputProps('alert_exit', { type: 'checkbox' })}
            />
          </Row>
          <MultiSelect
            label="Groups"
            placeholder={groupOptions.length === 0 ? 'No groups yet' : 'Choose groups'}
            data={groupOptions}
            searchable
            value={values.organization_ids.map(String)}
            onChange={(ids) => form.setFieldValue('organization_ids', ids.map(Number))}
            error={form.errors.organization_ids}
          />
          <DialogActions
            failure={failure}
            onCancel={onCancel}
            confirmLabel="Save geofence"
            isPending={isPending}
            confirmDisabled={!canSave || shapeProblem !== null}
          />
        </Stack>
      </form>
    </Paper>
  );
}
