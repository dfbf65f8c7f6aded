import {
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  TRACKER_REQUEST_MESSAGES,
  TRACKER_REQUEST_WANTS,
  TRACKER_REQUEST_WANTS_LABELS,
  trackerRequestBody,
  type TrackerRequestBody,
  type TrackerRequestWants,
} from '@fleet/domain';
import { DialogActions } from '../../../../components/dialogs/dialog-actions';
import { useAccess } from '../../../../lib/access-provider';
import { useZodForm } from '../../../../lib/forms/use-zod-form';
import { showSuccessToast } from '../../../../lib/toasts';
import { useRequestTracker } from '../../api/request-tracker';
import { Fact } from './card-parts';

// A type alias, not an interface: the zod resolver wants an indexable record.
type TrackerFormValues = {
  asset_id: number;
  wants: TrackerRequestWants;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  message: string;
};

export interface RequestedAsset {
  assetId: number;
  name: string;
  /** "2021 Caterpillar 320 · Excavator": what is needed to price the install. */
  description: string;
  hasCamera: boolean;
}

/**
 * spec 1 §2 no-tracker variant: the 'Request a Tracker or Camera' form, prefilled with the
 * company, the person's name, phone and email, and the asset. It becomes a request the
 * company's admins read under Company > Tracker requests.
 */
export function RequestTrackerModal({
  opened,
  asset,
  onClose,
}: {
  opened: boolean;
  asset: RequestedAsset;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Request a Tracker or Camera" size="lg">
      {/* Unmounted once closed, so each opening starts from the prefilled form. */}
      <RequestTrackerForm asset={asset} onClose={onClose} />
    </Modal>
  );
}

function RequestTrackerForm({ asset, onClose }: { asset: RequestedAsset; onClose: () => void }) {
  const { user, company } = useAccess();
  const request = useRequestTracker();
  const { form, failure, showServerError } = useZodForm<TrackerFormValues, TrackerRequestBody>(
    trackerRequestBody,
    {
      initialValues: {
        asset_id: asset.assetId,
        wants: asset.hasCamera ? 'tracker' : 'both',
        contact_name: [user.first_name, user.last_name].filter(Boolean).join(' '),
        contact_phone: user.cell_phone_number ?? user.phone_number ?? '',
        contact_email: user.email,
        message: '',
      },
    },
  );
  const handleSubmit = form.onSubmit((body) => {
    request.mutate(body, {
      onSuccess: () => {
        showSuccessToast(TRACKER_REQUEST_MESSAGES.sent);
        onClose();
      },
      onError: showServerError,
    });
  });
  // An asset with a camera can only be asked a tracker for.
  const choices = TRACKER_REQUEST_WANTS.filter((w) => !asset.hasCamera || w === 'tracker').map(
    (value) => ({ value, label: TRACKER_REQUEST_WANTS_LABELS[value] }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Stack gap={6}>
          <Fact label="Company" value={company.name} />
          <Fact label="Asset" value={`${asset.name} (ID ${asset.assetId})`} />
          {asset.description && <Fact label="Make and model" value={asset.description} />}
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            What should be installed?
          </Text>
          <SegmentedControl
            data={choices}
            aria-label="What should be installed"
            {...form.getInputProps('wants')}
          />
        </Stack>
        <TextInput label="Contact name" required {...form.getInputProps('contact_name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Phone"
            type="tel"
            placeholder="(573) 555-0101"
            {...form.getInputProps('contact_phone')}
          />
          <TextInput label="Email" type="email" required {...form.getInputProps('contact_email')} />
        </SimpleGrid>
        <Textarea
          label="Message"
          autosize
          minRows={2}
          placeholder="When and where the asset can be reached for the install"
          {...form.getInputProps('message')}
        />
        <DialogActions
          failure={failure}
          onCancel={onClose}
          confirmLabel="Send request"
          isPending={request.isPending}
        />
      </Stack>
    </form>
  );
}
