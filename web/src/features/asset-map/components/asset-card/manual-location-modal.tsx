import { Suspense, lazy, useState } from 'react';
import { Box, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@fleet/domain';
import { DialogActions } from '../../../../components/dialogs/dialog-actions';
import { isApiError } from '../../../../lib/api-client';
import type { Pin } from '../../../../lib/map/pin-layer';
import { showSuccessToast } from '../../../../lib/toasts';
import { useSaveManualLocation } from '../../api/edit-asset';
import { useAssetStatus } from '../../api/get-asset-status';

const ManualLocationMap = lazy(() => import('./manual-location-map'));

interface ManualLocationModalProps {
  opened: boolean;
  assetId: number;
  assetName: string;
  onClose: () => void;
}

/**
 * spec 1 §7 POST assets/{id}/locations/manual with a pin: Place pin, click the map, Save. The
 * place is kept as a manual fix (location source 2), so it shows on the map and in the history.
 */
export function ManualLocationModal({
  opened,
  assetId,
  assetName,
  onClose,
}: ManualLocationModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Set the location of ${assetName}`} size="xl">
      {opened && <ManualLocationBody assetId={assetId} onClose={onClose} />}
    </Modal>
  );
}

function ManualLocationBody({ assetId, onClose }: { assetId: number; onClose: () => void }) {
  const status = useAssetStatus(assetId);
  const save = useSaveManualLocation(assetId);
  const [pin, setPin] = useState<Pin | null>(null);
  const [isPlacing, setPlacing] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const last = status.data?.location ?? null;

  const place = (next: Pin) => {
    setPin(next);
    setPlacing(false);
    setFailure(null);
  };
  const submit = () => {
    if (!pin) {
      setFailure('Place a pin on the map first.');
      return;
    }
    save.mutate(pin, {
      onSuccess: (answer) => {
        showSuccessToast(answer.message || MESSAGES.locationSaved);
        onClose();
      },
      onError: (error) =>
        setFailure(isApiError(error) ? error.message : 'The location could not be saved.'),
    });
  };

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Button
          variant={isPlacing ? 'filled' : 'light'}
          size="xs"
          onClick={() => setPlacing(!isPlacing)}
        >
          {isPlacing ? 'Cancel place pin' : 'Place pin'}
        </Button>
        <Text size="xs" c="dimmed" data-testid="manual-location-pin">
          {pin
            ? `${pin.latitude.toFixed(5)}, ${pin.longitude.toFixed(5)}`
            : isPlacing
              ? 'Click the map where the asset is.'
              : 'No pin placed.'}
        </Text>
      </Group>
      <Box h={420} aria-label="Location map">
        {status.isPending ? (
          <Loader />
        ) : (
          <Suspense fallback={<Loader />}>
            <ManualLocationMap center={last} pin={pin} isPlacing={isPlacing} onPlace={place} />
          </Suspense>
        )}
      </Box>
      <DialogActions
        failure={failure}
        onCancel={onClose}
        confirmLabel="Save location"
        onConfirm={submit}
        isPending={save.isPending}
        confirmDisabled={!pin}
      />
    </Stack>
  );
}
