import { useState } from 'react';
import { Button, FileButton, Group, Input, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { CLASSES_MESSAGES, UPLOAD_EXTENSIONS, fileExtension } from '@fleet/domain';
import { AuthorizedImage } from '../../lib/authorized-image';
import { useUploadClassPhoto } from '../../lib/classes-api/class-writes';
import { failureMessage, showFailureToast } from './class-failures';

/** spec 2 §5: png, gif, jpeg or heif (a .heic file is HEIF; browsers often give it no type). */
const PHOTO_TYPES = ['image/png', 'image/gif', 'image/jpeg', 'image/heif', 'image/heic'];

export function isAcceptedPhoto(file: { name: string; type: string }): boolean {
  if (PHOTO_TYPES.includes(file.type)) return true;
  return file.type === '' && ['.heic', '.heif'].includes(fileExtension(file.name));
}

/** What the class form knows of its photo. */
export interface ClassPhotoState {
  photoId: number | null;
  isUploading: boolean;
}

interface ClassPhotoFieldProps {
  /** The photo the class has now (editing), shown until another is chosen. */
  current: { photoId: number; url: string | null; filename: string } | null;
  onChange: (state: ClassPhotoState) => void;
  /** 'Uploading file...' after a submit attempt while the upload runs, from the form. */
  error?: string | undefined;
}

/**
 * The class's photo (spec 2 §5 Add Class): uploaded as soon as it is chosen (GET /uploads, PUT,
 * POST /photos-v2), its id then goes with the class. A wrong type says 'Invalid file type'; a
 * failed upload says why in a toast and the choice is reset (spec 2 §8).
 */
export function ClassPhotoField({ current, onChange, error }: ClassPhotoFieldProps) {
  const upload = useUploadClassPhoto();
  const [shown, setShown] = useState(current);
  const [typeError, setTypeError] = useState<string | null>(null);

  const choose = (file: File | null) => {
    if (!file) return;
    if (!isAcceptedPhoto(file)) {
      setTypeError(CLASSES_MESSAGES.invalidFileType);
      return;
    }
    setTypeError(null);
    onChange({ photoId: shown?.photoId ?? null, isUploading: true });
    upload.mutate(file, {
      onSuccess: (photo) => {
        const next = {
          photoId: photo.photo_id,
          url: photo.thumbnail ?? photo.small,
          filename: photo.filename,
        };
        setShown(next);
        onChange({ photoId: next.photoId, isUploading: false });
      },
      onError: (failure) => {
        showFailureToast(failureMessage(failure, CLASSES_MESSAGES.photoUploadFailed));
        setShown(null);
        onChange({ photoId: null, isUploading: false });
      },
    });
  };

  return (
    <Input.Wrapper label="Photo" error={typeError ?? error}>
      <Group gap="sm" mt={4}>
        {shown?.url && (
          <AuthorizedImage src={shown.url} alt={shown.filename} h={48} w={64} radius="sm" />
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
              {shown ? 'Replace photo' : 'Upload photo'}
            </Button>
          )}
        </FileButton>
        {shown && !upload.isPending && (
          <>
            <Text size="xs" c="dimmed" maw={140} truncate>
              {shown.filename}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              onClick={() => {
                setShown(null);
                onChange({ photoId: null, isUploading: false });
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
