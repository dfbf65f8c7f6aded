import { useState } from 'react';
import {
  ActionIcon,
  Box,
  Button,
  FileButton,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconBackhoe,
  IconBucket,
  IconBulldozer,
  IconPhotoPlus,
  IconStar,
  IconStarFilled,
  IconTool,
  IconTrash,
  IconTruck,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import {
  PHOTO_MESSAGES,
  UPLOAD_EXTENSIONS,
  type AssetPhoto,
  type AssetTypeKey,
} from '@fleet/domain';
import { PanelSection } from '../../../../components/panel-section';
import { useAccess } from '../../../../lib/access-provider';
import { isApiError } from '../../../../lib/api-client';
import { AuthorizedImage } from '../../../../lib/authorized-image';
import { showSuccessToast } from '../../../../lib/toasts';
import { useAddPhotos, useAssetPhotos, useMakeMainPhoto, useRemovePhoto } from '../../api/photos';

/** What stands in for a photo, by the kind of asset (issue 10: placeholders per asset type). */
const PLACEHOLDERS: Record<AssetTypeKey, Icon> = {
  attachment: IconBucket,
  bucket: IconBucket,
  equipment: IconBulldozer,
  person: IconUser,
  rental: IconBackhoe,
  'small tool': IconTool,
  trailer: IconTruck,
  vehicle: IconTruck,
};

const ACCEPT = UPLOAD_EXTENSIONS.photo.join(',');

interface PhotoGalleryProps {
  assetId: number;
  assetName: string;
  assetType: AssetTypeKey;
}

/** spec 1 §2 "Asset card panels": the photo gallery, with adding, the main photo and removal. */
export function PhotoGallery({ assetId, assetName, assetType }: PhotoGalleryProps) {
  const { ctx } = useAccess();
  const photos = useAssetPhotos(assetId);
  const add = useAddPhotos(assetId);
  const [open, setOpen] = useState<AssetPhoto | null>(null);
  const Placeholder = PLACEHOLDERS[assetType];

  const addFiles = (files: File[]) => {
    if (files.length === 0) return;
    add.mutate(files, {
      onSuccess: () => showSuccessToast(PHOTO_MESSAGES.added),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: (isApiError(error) && error.message) || PHOTO_MESSAGES.uploadFailed,
        }),
    });
  };

  return (
    <PanelSection
      title="Photos"
      query={photos}
      errorText={PHOTO_MESSAGES.loadFailed(assetId)}
      skeletonLines={2}
    >
      {(list) => (
        <Stack gap={8}>
          {list.length === 0 ? (
            <Group gap="sm" wrap="nowrap">
              <Box
                w={72}
                h={72}
                bg="gray.1"
                style={{ borderRadius: 8, display: 'grid', placeItems: 'center', flexShrink: 0 }}
                aria-label={`No photo of ${assetName} yet`}
              >
                <Placeholder size={36} stroke={1.4} color="var(--mantine-color-gray-5)" />
              </Box>
              <Text size="sm" c="dimmed">
                No photos yet.
              </Text>
            </Group>
          ) : (
            <SimpleGrid cols={4} spacing={6}>
              {list.map((photo) => (
                <UnstyledButton
                  key={photo.photo_id}
                  onClick={() => setOpen(photo)}
                  aria-label={`Open photo ${photo.filename}`}
                  pos="relative"
                >
                  <Thumbnail photo={photo} Placeholder={Placeholder} />
                  {photo.is_primary && (
                    <IconStarFilled
                      size={14}
                      color="var(--mantine-color-yellow-5)"
                      style={{ position: 'absolute', top: 4, right: 4 }}
                      aria-label="Main photo"
                    />
                  )}
                </UnstyledButton>
              ))}
            </SimpleGrid>
          )}
          {!ctx.readOnly && (
            <FileButton onChange={addFiles} accept={ACCEPT} multiple>
              {(props) => (
                <Button
                  {...props}
                  variant="subtle"
                  size="compact-sm"
                  w="fit-content"
                  leftSection={<IconPhotoPlus size={16} />}
                  loading={add.isPending}
                >
                  Add photo
                </Button>
              )}
            </FileButton>
          )}
          <PhotoViewer
            assetId={assetId}
            photo={open}
            canEdit={!ctx.readOnly}
            onClose={() => setOpen(null)}
          />
        </Stack>
      )}
    </PanelSection>
  );
}

function Thumbnail({ photo, Placeholder }: { photo: AssetPhoto; Placeholder: Icon }) {
  if (!photo.thumbnail) {
    // A HEIC photo has no sizes made here: the type's picture stands in.
    return (
      <Box h={72} bg="gray.1" style={{ borderRadius: 6, display: 'grid', placeItems: 'center' }}>
        <Placeholder size={28} stroke={1.4} color="var(--mantine-color-gray-5)" />
      </Box>
    );
  }
  return (
    <AuthorizedImage src={photo.thumbnail} alt={photo.filename} h={72} radius={6} fit="cover" />
  );
}

function PhotoViewer({
  assetId,
  photo,
  canEdit,
  onClose,
}: {
  assetId: number;
  photo: AssetPhoto | null;
  canEdit: boolean;
  onClose: () => void;
}) {
  const makeMain = useMakeMainPhoto(assetId);
  const remove = useRemovePhoto(assetId);
  const shown = photo?.large ?? photo?.small ?? null;
  return (
    <Modal opened={photo !== null} onClose={onClose} title={photo?.filename} size="xl">
      {photo && (
        <Stack>
          {shown ? (
            <AuthorizedImage src={shown} alt={photo.filename} mah="70vh" fit="contain" />
          ) : (
            <Text size="sm" c="dimmed">
              This photo ({photo.filename}) is kept as it was sent; no preview can be made of its
              format here.
            </Text>
          )}
          {canEdit && (
            <Group justify="flex-end" gap="xs">
              <Tooltip label={photo.is_primary ? 'This is the main photo' : 'Make main photo'}>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label="Make main photo"
                  disabled={photo.is_primary}
                  loading={makeMain.isPending}
                  onClick={() =>
                    makeMain.mutate(photo.photo_id, {
                      onSuccess: () => {
                        showSuccessToast(PHOTO_MESSAGES.primary);
                        onClose();
                      },
                    })
                  }
                >
                  {photo.is_primary ? <IconStarFilled size={18} /> : <IconStar size={18} />}
                </ActionIcon>
              </Tooltip>
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(photo.photo_id, {
                    onSuccess: () => {
                      showSuccessToast(PHOTO_MESSAGES.removed);
                      onClose();
                    },
                  })
                }
              >
                Remove photo
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
