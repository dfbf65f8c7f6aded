import { useState } from 'react';
import { Button, FileButton, Group, Input, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { UPLOAD_EXTENSIONS, type AssetPhoto } from '@fleet/domain';
import { AuthorizedImage } from '../../../lib/authorized-image';
import { describeError } from '../../../lib/error-toasts';
import { useUploadPhoto } from '../api/create-asset';

interface PhotoFieldProps {
  onChange: (photoId: number | null) => void;
  error?: string | undefined;
}

/** The asset's main photo: uploaded now, attached to the asset when it is saved. */
export function PhotoField({ onChange, error }: PhotoFieldProps) {
  const upload = useUploadPhoto();
  const [photo, setPhoto] = useState<AssetPhoto | null>(null);
  const choose = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (made) => {
        setPhoto(made);
        onChange(made.photo_id);
      },
    });
  };
  const failure = upload.isError ? describeError(upload.error).message : undefined;
  return (
    <Input.Wrapper label="Photo" error={error ?? failure}>
      <Group gap="sm" mt={4}>
        {photo && (photo.thumbnail ?? photo.small) && (
          <AuthorizedImage
            src={photo.thumbnail ?? photo.small ?? photo.original}
            alt={photo.filename}
            h={48}
            w={64}
            radius="sm"
            fit="cover"
          />
        )}
        <FileButton onChange={choose} accept={UPLOAD_EXTENSIONS.photo.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconPhoto size={14} />}
              loading={upload.isPending}
            >
              {photo ? 'Replace photo' : 'Upload photo'}
            </Button>
          )}
        </FileButton>
        {photo && (
          <>
            <Text size="xs" c="dimmed">
              {photo.filename}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              onClick={() => {
                setPhoto(null);
                onChange(null);
              }}
            >
              Remove
            </Button>
          </>
        )}
      </Group>
    </Input.Wrapper>
  );
}
