import { Modal, SegmentedControl, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { SHARE_LIMITS } from '@fleet/domain';
import { AddressSearch } from '../../../../components/address-search';
import { DialogActions } from '../../../../components/dialogs/dialog-actions';
import { useAccess } from '../../../../lib/access-provider';
import { isApiError } from '../../../../lib/api-client';
import { usePickerUsers } from '../../../../lib/company-users';
import { useZodForm } from '../../../../lib/forms/use-zod-form';
import { showSuccessToast } from '../../../../lib/toasts';
import { useShareLocation } from '../../api/share-location';
import type { MapTarget } from '../../model/map-routes';
import {
  formatPlace,
  recipientOptions,
  shareFormSchema,
  shareMessages,
  toShareInput,
  type ShareFormFields,
  type ShareFormValues,
} from '../../model/share-form';

interface ShareLocationModalProps {
  opened: boolean;
  target: MapTarget;
  assetName: string;
  /** Where the asset is now: the place field starts there. */
  position: { latitude: number; longitude: number };
  onClose: () => void;
}

/** spec 1 §2 "Share Asset / share location modal", §5 "Share form", §8 "Share". */
export function ShareLocationModal({
  opened,
  assetName,
  onClose,
  ...form
}: ShareLocationModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Share location · ${assetName}`} size="lg">
      {/* Unmounted once closed, so each opening starts a fresh form. */}
      <ShareLocationForm {...form} onClose={onClose} />
    </Modal>
  );
}

function ShareLocationForm({
  target,
  position,
  onClose,
}: Omit<ShareLocationModalProps, 'opened' | 'assetName'>) {
  const { session } = useAccess();
  const users = usePickerUsers(session.companyId);
  const share = useShareLocation();
  const { form, failure, showServerError } = useZodForm<ShareFormValues, ShareFormFields>(
    shareFormSchema,
    {
      initialValues: {
        mode: 'live',
        phoneNumber: '',
        message: '',
        place: formatPlace(position),
        placeName: '',
      },
    },
  );
  const options = recipientOptions(users.data ?? []);
  const picked = options.some((option) => option.value === form.values.phoneNumber)
    ? form.values.phoneNumber
    : null;

  const handleSubmit = form.onSubmit((fields) => {
    const words = shareMessages(target, fields.mode);
    share.mutate(toShareInput(target, fields), {
      onSuccess: () => {
        showSuccessToast(words.done);
        onClose();
      },
      onError: (error) => {
        // The server's sentence stays in the form; the toast says which share failed.
        showServerError(error);
        notifications.show({
          color: 'red',
          title: words.failed,
          message: isApiError(error) && !error.isNetworkError ? error.message : words.failed,
        });
      },
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SegmentedControl
          aria-label="What to share"
          data={[
            { value: 'live', label: 'Live position' },
            { value: 'place', label: 'A fixed place' },
          ]}
          {...form.getInputProps('mode')}
        />
        {form.values.mode === 'place' && (
          <>
            <AddressSearch
              method="address"
              label="Find a place"
              onAddress={(candidate) => {
                form.setFieldValue('place', formatPlace(candidate));
                form.setFieldValue('placeName', candidate.label.slice(0, SHARE_LIMITS.placeName));
              }}
              onCoordinates={(pin) => form.setFieldValue('place', formatPlace(pin))}
            />
            <TextInput
              label="Place"
              required
              description="Latitude and longitude, e.g. 38.9517, -92.3341"
              leftSection={<IconMapPin size={16} />}
              {...form.getInputProps('place')}
            />
            <TextInput
              label="Place name"
              placeholder="North gate"
              maxLength={SHARE_LIMITS.placeName}
              {...form.getInputProps('placeName')}
            />
          </>
        )}
        <Select
          label="Send to a person"
          description="People with a phone who accept text messages"
          searchable
          clearable
          data={options}
          placeholder={users.isPending ? 'Loading people…' : 'Choose a person'}
          nothingFoundMessage="Nobody by that name can be texted"
          value={picked}
          onChange={(value) => form.setFieldValue('phoneNumber', value ?? '')}
        />
        <TextInput
          label="Phone number"
          description="Or type any number: 10 or 11 digits"
          required
          type="tel"
          autoComplete="tel"
          placeholder="(573) 555-0101"
          leftSection={<IconPhone size={16} />}
          data-autofocus
          {...form.getInputProps('phoneNumber')}
        />
        <Textarea
          label="Message"
          autosize
          minRows={2}
          maxLength={SHARE_LIMITS.message}
          placeholder="Sent before the link, e.g. where to meet"
          {...form.getInputProps('message')}
        />
        <DialogActions
          failure={failure}
          onCancel={onClose}
          confirmLabel="Send"
          isPending={share.isPending}
        />
      </Stack>
    </form>
  );
}
