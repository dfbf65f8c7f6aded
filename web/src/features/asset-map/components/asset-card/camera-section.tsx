import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconExternalLink } from '@tabler/icons-react';
import { CAMERA_MESSAGES, CAMERA_VENDOR, type CameraStatusAnswer } from '@fleet/domain';
import { CameraStateBadge } from '../../../../components/camera-state-badge';
import { PanelSection } from '../../../../components/panel-section';
import { useCameraStatus } from '../../../../lib/camera-status';
import { useCameraWindow } from '../../../../components/camera-window/camera-window-context';
import { useAccess } from '../../../../lib/access-provider';

interface CameraSectionProps {
  assetName: string;
  camera: { camera_id: number; camera_vendor_id: number | null };
}

/**
 * spec 1 §2 "Camera (Connected, Sleep mode or Offline, 'Access Camera' button)". Shown only
 * with camera access (the card checks, spec 1 §6). What 'Access Camera' does is the vendor's
 * (spec 1 §4): vendor 3 plays in Fleet's window, vendor 5 opens its camera app, vendor 4 is
 * viewed in the vendor's own tools.
 */
export function CameraSection({ assetName, camera }: CameraSectionProps) {
  const status = useCameraStatus(camera.camera_id);
  const cameraWindow = useCameraWindow();
  const { company } = useAccess();
  const vendorId = camera.camera_vendor_id ?? CAMERA_VENDOR.fleetWindow;
  return (
    <PanelSection
      title="Camera"
      query={status}
      errorText={CAMERA_MESSAGES.statusFailed(camera.camera_id)}
      skeletonLines={1}
    >
      {(answer) => (
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={2}>
            <CameraStateBadge vendorId={vendorId} status={answer} />
            <Text size="xs" c="dimmed">
              {answer.number_of_feeds === 2 ? 'Outside and inside' : 'Outside'}
            </Text>
          </Stack>
          <AccessCamera
            vendorId={vendorId}
            answer={answer}
            onOpenWindow={() =>
              cameraWindow.open({
                cameraId: camera.camera_id,
                assetName,
                companyId: company.company_id,
                vendorId,
              })
            }
          />
        </Group>
      )}
    </PanelSection>
  );
}

function AccessCamera({
  vendorId,
  answer,
  onOpenWindow,
}: {
  vendorId: number;
  answer: CameraStatusAnswer;
  onOpenWindow: () => void;
}) {
  if (vendorId === CAMERA_VENDOR.fleetWindow) {
    return (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconCamera size={14} />}
        onClick={onOpenWindow}
      >
        Access Camera
      </Button>
    );
  }
  if (vendorId === CAMERA_VENDOR.externalApp && answer.app_url !== null) {
    return (
      <Button
        component="a"
        href={answer.app_url}
        target="_blank"
        rel="noopener noreferrer"
        size="xs"
        variant="light"
        rightSection={<IconExternalLink size={14} />}
      >
        Access Camera
      </Button>
    );
  }
  // Vendor 4 (checked elsewhere), or a camera-app camera with no app address set.
  return (
    <Text size="xs" c="dimmed" maw={160} ta="right">
      Viewed in the camera vendor’s own app.
    </Text>
  );
}
