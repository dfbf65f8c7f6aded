import { Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  CAMERA_VENDOR,
  CAMERA_VENDOR_IDS,
  cameraVendorLabel,
  newCamera,
  type CameraListItem,
} from '@fleet/domain';
import { RegisterDeviceForm } from '../../../components/devices/register-device-form';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useRegisterCamera, type NewCameraBody } from '../api/register-camera';
import { CAMERA_KIND } from '../model/camera-kind';

// A type alias, not an interface: the zod resolver wants an indexable record.
type RegisterFormValues = {
  camera_vendor_id: number;
  vendor_camera_id: string;
  name: string;
  number_of_feeds: number;
  asset_id: number | null;
};

const VENDOR_OPTIONS = CAMERA_VENDOR_IDS.map((id) => ({
  value: String(id),
  label: cameraVendorLabel(id),
}));
const FEED_OPTIONS = [
  { value: '2', label: 'Outside and inside' },
  { value: '1', label: 'Outside only' },
];

interface RegisterCameraModalProps {
  opened: boolean;
  onClose: () => void;
  onRegistered: (camera: CameraListItem) => void;
}

/** Registers a camera by vendor and serial, optionally installing it on an asset. */
export function RegisterCameraModal({ opened, onClose, onRegistered }: RegisterCameraModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add camera" size="md">
      {/* The dialog's content unmounts once closed, so each opening starts a fresh form. */}
      <RegisterCameraForm onClose={onClose} onRegistered={onRegistered} />
    </Modal>
  );
}

function RegisterCameraForm({ onClose, onRegistered }: Omit<RegisterCameraModalProps, 'opened'>) {
  const register = useRegisterCamera();
  // The same schema as the server's: it checks the vendor and trims the serial before sending.
  const { form, failure, showServerError } = useZodForm<RegisterFormValues, NewCameraBody>(
    newCamera,
    {
      initialValues: {
        camera_vendor_id: CAMERA_VENDOR.fleetWindow,
        vendor_camera_id: '',
        name: '',
        number_of_feeds: 2,
        asset_id: null,
      },
    },
  );
  const handleSubmit = form.onSubmit((body) => {
    register.mutate(body, { onSuccess: onRegistered, onError: showServerError });
  });
  const vendorError = form.errors.camera_vendor_id;

  return (
    <RegisterDeviceForm
      kind={CAMERA_KIND}
      form={form}
      onSubmit={handleSubmit}
      failure={failure}
      isPending={register.isPending}
      onCancel={onClose}
    >
      <Select
        label="Vendor"
        description="Fleet cameras play in Fleet’s own window; camera-app cameras open their app."
        data={VENDOR_OPTIONS}
        allowDeselect={false}
        required
        value={String(form.values.camera_vendor_id)}
        onChange={(value) => form.setFieldValue('camera_vendor_id', Number(value))}
        error={typeof vendorError === 'string' ? vendorError : undefined}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label="Serial"
        description="As printed on the camera’s label."
        placeholder="e.g. DC-5101"
        autoComplete="off"
        required
        data-autofocus
        {...form.getInputProps('vendor_camera_id')}
      />
      <TextInput
        label="Name"
        description="Optional: how people tell it apart, e.g. “Dash cam, cab”."
        autoComplete="off"
        {...form.getInputProps('name')}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Feeds
        </Text>
        <SegmentedControl
          aria-label="Feeds"
          data={FEED_OPTIONS}
          value={String(form.values.number_of_feeds)}
          onChange={(value) => form.setFieldValue('number_of_feeds', Number(value))}
        />
      </Stack>
    </RegisterDeviceForm>
  );
}
