import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import type { MapTarget } from '../../model/map-routes';
import { ShareLocationModal } from './share-location-modal';

interface ShareActionProps {
  target: MapTarget;
  assetName: string;
  position: { latitude: number; longitude: number };
}

/** The card's Share button and its modal (spec 1 §2), kept apart from the other actions. */
export function ShareAction({ target, assetName, position }: ShareActionProps) {
  const [sharing, setSharing] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconShare size={14} />}
        onClick={() => setSharing(true)}
      >
        Share
      </Button>
      <ShareLocationModal
        opened={sharing}
        target={target}
        assetName={assetName}
        position={position}
        onClose={() => setSharing(false)}
      />
    </>
  );
}
