import { useCallback, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatAddress, JOBSITE_MESSAGES, UNKNOWN_ADDRESS } from '@fleet/domain';
import { isApiError } from '../../../../lib/api-client';
import { Flyout } from '../../../../components/dialogs/flyout';
import { DialogActions } from '../../../../components/dialogs/dialog-actions';
import { MapView } from '../../../../lib/map/map-view';
import { useMapConfig } from '../../../../lib/map/map-config';
import { showSuccessToast } from '../../../../lib/toasts';
import { useCreateJobsite } from '../../api/jobsite-create';
import { useStates } from '../../api/jobsite-states';
import {
  applyCandidate,
  emptyJobsite,
  toJobsiteBody,
  validateJobsite,
  type JobsiteField,
  type JobsiteValues,
  type SearchMethod,
} from '../model/jobsite-form';
import { AddressSearch } from '../../../../components/address-search';
import { PinLayer, type Pin } from '../../../../lib/map/pin-layer';

/** spec 1 §2: the jobsite map opens on Columbia, Missouri, at street level. */
const JOBSITE_MAP_CENTER: [number, number] = [-92.3273, 38.9498];
const JOBSITE_MAP_ZOOM = 16;

interface JobsiteFlyoutProps {
  opened: boolean;
  onClose: () => void;
  /** Nicknames of the company's locations, to refuse a taken name before sending. */
  takenNames: readonly string[];
  onCreated: (locationId: number) => void;
}

/** spec 1 §2 "Create Rental Jobsite flyout": the form on the left, the map on the right. */
export function JobsiteFlyout({ opened, onClose, takenNames, onCreated }: JobsiteFlyoutProps) {
  return (
    <Flyout opened={opened} onClose={onClose} title="Create rental jobsite" size="80%">
      {opened && <JobsiteForm onClose={onClose} takenNames={takenNames} onCreated={onCreated} />}
    </Flyout>
  );
}

function JobsiteForm({ onClose, takenNames, onCreated }: Omit<JobsiteFlyoutProps, 'opened'>) {
  const [values, setValues] = useState<JobsiteValues>(emptyJobsite);
  const [errors, setErrors] = useState<Partial<Record<JobsiteField, string>>>({});
  const [attempted, setAttempted] = useState(false);
  const [isPlacing, setPlacing] = useState(false);
  const states = useStates();
  const mapConfig = useMapConfig();
  const create = useCreateJobsite();

  const update = (patch: Partial<JobsiteValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (attempted) setErrors(validateJobsite(next, takenNames));
  };
  const placePin = useCallback((pin: Pin) => {
    setPlacing(false);
    setValues((current) => ({ ...current, pin }));
  }, []);

  async function submit() {
    setAttempted(true);
    const found = validateJobsite(values, takenNames);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { location_id } = await create.mutateAsync(toJobsiteBody(values));
      showSuccessToast(JOBSITE_MESSAGES.created);
      onCreated(location_id);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setErrors({ nickname: JOBSITE_MESSAGES.nameTaken });
        return;
      }
      notifications.show({ color: 'red', message: JOBSITE_MESSAGES.createFailed, autoClose: 6000 });
    }
  }

  const stateOptions = (states.data ?? []).map((s) => ({
    value: String(s.state_id),
    label: s.abbreviation,
  }));
  const stateAbbreviation = states.data?.find(
    (s) => String(s.state_id) === values.stateId,
  )?.abbreviation;
  const address = formatAddress({
    street: values.street1,
    city: values.city,
    state: stateAbbreviation ? { abbreviation: stateAbbreviation } : null,
    zip_code: values.zipCode,
  });
  const manualError = (field: JobsiteField) => (attempted ? errors[field] : undefined);

  return (
    <Group align="stretch" gap="md" wrap="nowrap" h="calc(100vh - 120px)">
      <Stack w={380} style={{ flexShrink: 0, overflowY: 'auto' }} gap="sm">
        {states.isError && <Alert color="red">{JOBSITE_MESSAGES.statesFetchFailed}</Alert>}
        <TextInput
          label="Jobsite name"
          withAsterisk
          value={values.nickname}
          error={errors.nickname}
          onChange={(event) => update({ nickname: event.currentTarget.value })}
        />
        <div>
          <Text size="sm" fw={500} mb={4}>
            Search method
          </Text>
          <SegmentedControl
            fullWidth
            value={values.searchMethod}
            onChange={(method) => update({ searchMethod: method as SearchMethod })}
            data={[
              { value: 'address', label: 'Address' },
              { value: 'coordinates', label: 'Coordinates' },
            ]}
          />
        </div>
        <AddressSearch
          method={values.searchMethod}
          onAddress={(candidate) => update(applyCandidate(values, candidate, states.data ?? []))}
          onCoordinates={(pin) => update({ pin })}
        />
        <Switch
          label="Enter address manually"
          checked={values.isManual}
          onChange={(event) => update({ isManual: event.currentTarget.checked })}
        />
        {values.isManual ? (
          <Stack gap="xs">
            <TextInput
              label="Address"
              withAsterisk
              value={values.street1}
              error={manualError('street1')}
              onChange={(event) => update({ street1: event.currentTarget.value })}
            />
            <TextInput
              label="Address 2"
              value={values.street2}
              onChange={(event) => update({ street2: event.currentTarget.value })}
            />
            <TextInput
              label="City"
              withAsterisk
              value={values.city}
              error={manualError('city')}
              onChange={(event) => update({ city: event.currentTarget.value })}
            />
            <Group grow align="flex-start">
              <Select
                label="State"
                withAsterisk
                searchable
                data={stateOptions}
                value={values.stateId}
                error={manualError('stateId')}
                onChange={(stateId) => update({ stateId })}
                comboboxProps={{ withinPortal: true }}
              />
              <TextInput
                label="Zip"
                withAsterisk
                value={values.zipCode}
                error={manualError('zipCode')}
                onChange={(event) => update({ zipCode: event.currentTarget.value })}
              />
            </Group>
          </Stack>
        ) : (
          <Box>
            <Text size="sm" fw={500}>
              Address
            </Text>
            <Text
              size="sm"
              c={address === UNKNOWN_ADDRESS ? 'dimmed' : undefined}
              data-testid="jobsite-address"
            >
              {address === UNKNOWN_ADDRESS ? 'Search for an address above' : address}
            </Text>
            {errors.address && (
              <Text size="xs" c="red">
                {errors.address}
              </Text>
            )}
          </Box>
        )}
        <Group gap="xs">
          <Button variant={isPlacing ? 'filled' : 'light'} onClick={() => setPlacing(!isPlacing)}>
            {isPlacing ? 'Cancel place pin' : 'Place pin'}
          </Button>
          {values.pin && (
            <Text size="xs" c="dimmed" data-testid="jobsite-pin">
              {values.pin.latitude.toFixed(5)}, {values.pin.longitude.toFixed(5)}
            </Text>
          )}
        </Group>
        {errors.pin && (
          <Text size="xs" c="red">
            {errors.pin}
          </Text>
        )}
        <Checkbox
          label="Create geofence"
          checked={values.createGeofence}
          onChange={(event) => update({ createGeofence: event.currentTarget.checked })}
        />
        <DialogActions
          failure={null}
          onCancel={onClose}
          confirmLabel="Create"
          onConfirm={() => void submit()}
          isPending={create.isPending}
        />
      </Stack>
      <Box style={{ flex: 1, minWidth: 0 }} h="calc(100vh - 120px)" aria-label="Jobsite map">
        {mapConfig.data ? (
          <MapView
            styleUrl={mapConfig.data.style_url}
            initialCenter={JOBSITE_MAP_CENTER}
            initialZoom={JOBSITE_MAP_ZOOM}
          >
            <PinLayer
              pin={values.pin}
              isPlacing={isPlacing}
              onPlace={placePin}
              label="Jobsite pin"
            />
          </MapView>
        ) : (
          <Center h="100%" bg="gray.1">
            {mapConfig.isError ? <Text>The map could not be loaded.</Text> : <Loader />}
          </Center>
        )}
      </Box>
    </Group>
  );
}
