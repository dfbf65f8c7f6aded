import { useState } from 'react';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { ON_RENT_MESSAGES, validationDetails, type Job, type Location } from '@fleet/domain';
import { isApiError } from '../../../../lib/api-client';
import { showSuccessToast } from '../../../../lib/toasts';
import type { PickerUser } from '../../../../lib/company-users';
import type { OnRentAsset } from '../../api/on-rent-asset';
import { useCreateOnRent } from '../../api/on-rent-create';
import { usePatchOrderJob } from '../../api/on-rent-order';
import { usePatchRental } from '../../api/on-rent-rental';
import { JobsiteFlyout } from '../../jobsite/components/jobsite-flyout';
import {
  contactOptions,
  jobOptions,
  orderJobId,
  phaseOptions,
  SERVER_FIELDS,
  toOnRentBody,
  toRentalEditBody,
  validateOnRent,
  type OnRentValues,
} from '../model/on-rent-form';
import { AssetDetails } from './asset-details';
import { LocationPicker } from './location-picker';

export interface OnRentFormProps {
  asset: OnRentAsset;
  /** The rental and its order being edited; absent when putting the asset on rent. */
  editing?: { rentalId: number; orderId: number | null };
  initialValues: OnRentValues;
  contacts: readonly PickerUser[];
  jobs: readonly Job[];
  locations: readonly Location[] | undefined;
  locationsLoading: boolean;
  timeZone: string;
}

const showError = (message: string) =>
  notifications.show({ color: 'red', message, autoClose: 6000 });

/** spec 1 §2 "On-rent / Edit Rental form" and §5 its rules, checked when submitted. */
export function OnRentForm(props: OnRentFormProps) {
  const { asset, editing, timeZone } = props;
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  const [flyoutOpen, setFlyoutOpen] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const create = useCreateOnRent();
  const patchRental = usePatchRental();
  const patchOrder = usePatchOrderJob();
  const form = useForm<OnRentValues>({
    initialValues: props.initialValues,
    // No checking while typing until the first submit (spec 1 §4 "A submitted flag …").
    validateInputOnChange: submitted,
    validate: (values) => validateOnRent(values, Date.now(), timeZone),
  });
  const name = asset.custom_name;
  const isSaving = create.isPending || patchRental.isPending || patchOrder.isPending;

  /** Puts the server's refusal under its fields; true when it had any. */
  function showServerIssues(error: unknown): boolean {
    if (!isApiError(error)) return false;
    if (error.status === 409) {
      setConflict(error.message);
      return true;
    }
    const details = validationDetails.safeParse(error.details);
    if (!details.success) return false;
    const fields: Record<string, string> = {};
    for (const issue of details.data.issues) {
      const field = SERVER_FIELDS[String(issue.path[0])];
      if (field) fields[field] ??= issue.message;
    }
    form.setErrors(fields);
    return Object.keys(fields).length > 0;
  }

  async function submit(values: OnRentValues) {
    setConflict(null);
    if (!editing) {
      try {
        await create.mutateAsync(toOnRentBody(values, asset.asset_id, timeZone));
      } catch (error) {
        showServerIssues(error);
        showError(ON_RENT_MESSAGES.onRentFailed(name));
        return;
      }
      showSuccessToast(ON_RENT_MESSAGES.onRented(name));
      void navigate('/inventory');
      return;
    }
    try {
      await patchRental.mutateAsync({
        rentalId: editing.rentalId,
        body: toRentalEditBody(values, asset.asset_id, timeZone),
      });
    } catch (error) {
      showServerIssues(error);
      showError(ON_RENT_MESSAGES.saveFailed);
      return;
    }
    // spec 1 §4: the rental first, then the order's job and phase.
    if (editing.orderId !== null) {
      try {
        await patchOrder.mutateAsync({ orderId: editing.orderId, jobId: orderJobId(values) });
      } catch {
        showError(ON_RENT_MESSAGES.jobSaveFailed);
        return;
      }
    }
    showSuccessToast(ON_RENT_MESSAGES.saved(name));
    void navigate('/inventory');
  }

  const jobId = form.getValues().jobId;
  return (
    <>
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => void submit(values),
          () => setSubmitted(true),
        )}
        onSubmitCapture={() => setSubmitted(true)}
      >
        <Stack gap="lg" maw={760}>
          <Title order={2}>{editing ? 'Edit Rental' : 'On-rent'}</Title>
          <Paper withBorder p="md">
            <Title order={4} mb="sm">
              Asset Details
            </Title>
            <AssetDetails asset={asset} />
          </Paper>
          <Paper withBorder p="md">
            <Title order={4} mb="sm">
              Order Details
            </Title>
            <Select
              label="Order Contact*"
              placeholder="Select contact..."
              data={contactOptions(props.contacts)}
              searchable
              disabled={editing !== undefined}
              {...form.getInputProps('userId')}
              description={ON_RENT_MESSAGES.contactHint}
            />
          </Paper>
          <Paper withBorder p="md">
            <Stack>
              <Title order={4}>Rental Details</Title>
              <div>
                <Text fw={600} size="sm" mb={4}>
                  Date Range*
                </Text>
                <Group grow align="flex-start">
                  <TextInput
                    type="datetime-local"
                    label="Start date"
                    {...form.getInputProps('start')}
                  />
                  <TextInput
                    type="datetime-local"
                    label="End date"
                    {...form.getInputProps('end')}
                  />
                </Group>
              </div>
              <LocationPicker
                locations={props.locations}
                isLoading={props.locationsLoading}
                {...form.getInputProps('locationId')}
                onCreate={() => setFlyoutOpen(true)}
              />
              <Text size="xs" c="dimmed" mt={-12}>
                {ON_RENT_MESSAGES.jobsiteHint}
              </Text>
              <Group grow>
                <Select
                  label="Job"
                  placeholder="Select job..."
                  data={jobOptions(props.jobs)}
                  clearable
                  searchable
                  {...form.getInputProps('jobId')}
                  onChange={(value) => form.setValues({ jobId: value, phaseId: null })}
                />
                <Select
                  label="Phase"
                  placeholder="Select phase..."
                  data={phaseOptions(props.jobs, jobId)}
                  clearable
                  searchable
                  disabled={!jobId}
                  {...form.getInputProps('phaseId')}
                />
              </Group>
              <Group grow>
                {(
                  [
                    ['dailyRate', 'Daily rate'],
                    ['weeklyRate', 'Weekly rate'],
                    ['monthlyRate', 'Monthly rate'],
                  ] as const
                ).map(([field, label]) => (
                  <NumberInput
                    key={field}
                    label={label}
                    min={0}
                    step={0.01}
                    decimalScale={2}
                    fixedDecimalScale
                    prefix="$"
                    {...form.getInputProps(field)}
                  />
                ))}
              </Group>
            </Stack>
          </Paper>
          {conflict && (
            <Text c="red" role="alert">
              {conflict}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate(-1)}>
              Cancel
            </Button>
            <Button type="submit" loading={isSaving}>
              {editing ? 'Save' : 'On Rent'}
            </Button>
          </Group>
        </Stack>
      </form>
      <JobsiteFlyout
        opened={flyoutOpen}
        onClose={() => setFlyoutOpen(false)}
        takenNames={(props.locations ?? []).map((loc) => loc.nickname)}
        onCreated={(locationId) => {
          form.setFieldValue('locationId', String(locationId));
          setFlyoutOpen(false);
        }}
      />
    </>
  );
}
