import { useState } from 'react';
import { FileInput, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPaperclip } from '@tabler/icons-react';
import {
  SERVICE_REQUEST_MESSAGES,
  UPLOAD_EXTENSIONS,
  serviceRequestBody,
  type ServiceRequestBody,
} from '@fleet/domain';
import { DialogActions } from '../../../../components/dialogs/dialog-actions';
import { useAccess } from '../../../../lib/access-provider';
import { isApiError } from '../../../../lib/api-client';
import { usePickerUsers, userName } from '../../../../lib/company-users';
import { useZodForm } from '../../../../lib/forms/use-zod-form';
import { showSuccessToast } from '../../../../lib/toasts';
import { useRequestService } from '../../api/request-service';
import type { MapTarget } from '../../model/map-routes';
import { serviceRequestFailure } from '../../model/service-request-messages';

// A type alias, not an interface: the zod resolver wants an indexable record.
type ServiceFormValues = {
  requesting_user_id: number | null;
  description: string;
  site_point_of_contact: string;
  location_and_access_instructions: string;
};
type ServiceFields = Omit<ServiceRequestBody, 'files'>;

/** The form checks what the server checks, but the files, which go up first. */
const formSchema = serviceRequestBody.omit({ files: true });
const ACCEPT = UPLOAD_EXTENSIONS['service-request'].join(',');

interface RequestServiceModalProps {
  opened: boolean;
  target: MapTarget;
  assetName: string;
  onClose: () => void;
}

/** spec 1 §2 "Request Service modal" and §5 "Service request". */
export function RequestServiceModal({
  opened,
  target,
  assetName,
  onClose,
}: RequestServiceModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Request service · ${assetName}`} size="lg">
      {/* Unmounted once closed, so each opening starts a fresh form. */}
      <RequestServiceForm target={target} onClose={onClose} />
    </Modal>
  );
}

function RequestServiceForm({ target, onClose }: { target: MapTarget; onClose: () => void }) {
  const { session } = useAccess();
  const users = usePickerUsers(session.companyId);
  const request = useRequestService(target);
  const [files, setFiles] = useState<File[]>([]);
  const { form, failure, showServerError } = useZodForm<ServiceFormValues, ServiceFields>(
    formSchema,
    {
      initialValues: {
        requesting_user_id: session.userId,
        description: '',
        site_point_of_contact: '',
        location_and_access_instructions: '',
      },
    },
  );

  const handleSubmit = form.onSubmit((fields) => {
    request.mutate(
      { ...fields, files },
      {
        onSuccess: () => {
          showSuccessToast(SERVICE_REQUEST_MESSAGES.requested);
          onClose();
        },
        onError: (error) => {
          // Field issues land under their fields; every failure also says what happened.
          if (isApiError(error) && error.status === 400) showServerError(error);
          notifications.show({ color: 'red', message: serviceRequestFailure(error) });
        },
      },
    );
  });

  const options = (users.data ?? []).map((person) => ({
    value: String(person.user_id),
    label: userName(person),
  }));

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Select
          label="Requester"
          required
          searchable
          data={options}
          placeholder={users.isPending ? 'Loading people…' : 'Choose who asks for service'}
          value={
            form.values.requesting_user_id === null ? null : String(form.values.requesting_user_id)
          }
          onChange={(value) =>
            form.setFieldValue('requesting_user_id', value === null ? null : Number(value))
          }
          error={form.errors.requesting_user_id}
        />
        <Textarea
          label="Service description"
          required
          autosize
          minRows={3}
          placeholder="What is wrong, what was seen or heard"
          data-autofocus
          {...form.getInputProps('description')}
        />
        <TextInput
          label="Site point of contact"
          placeholder="Who meets the technician, and how to reach them"
          {...form.getInputProps('site_point_of_contact')}
        />
        <Textarea
          label="Location and access instructions"
          autosize
          minRows={2}
          placeholder="Gate codes, where on site the machine stands"
          {...form.getInputProps('location_and_access_instructions')}
        />
        <FileInput
          label="Files"
          description={`Photos and documents: ${UPLOAD_EXTENSIONS['service-request'].join(' ')}`}
          placeholder="Attach files"
          multiple
          clearable
          accept={ACCEPT}
          leftSection={<IconPaperclip size={16} />}
          value={files}
          onChange={setFiles}
        />
        {files.length > 0 && (
          <Text size="xs" c="dimmed">
            {files.length === 1 ? '1 file' : `${files.length} files`} will be uploaded first; if one
            fails, no request is made.
          </Text>
        )}
        <DialogActions
          failure={failure}
          onCancel={onClose}
          confirmLabel="Request service"
          isPending={request.isPending}
        />
      </Stack>
    </form>
  );
}
