import { Center, Loader, Text } from '@mantine/core';
import { useMapConfig } from '../../../../lib/map/map-config';
import { MapView } from '../../../../lib/map/map-view';
import { PinLayer, type Pin } from '../../../../lib/map/pin-layer';

interface ManualLocationMapProps {
  /** Where the map opens: the asset's last place, else the company's default centre. */
  center: Pin | null;
  pin: Pin | null;
  isPlacing: boolean;
  onPlace: (pin: Pin) => void;
}

/** The map of the manual-location dialog (its own chunk: MapLibre loads when it opens). */
export default function ManualLocationMap({
  center,
  pin,
  isPlacing,
  onPlace,
}: ManualLocationMapProps) {
  const mapConfig = useMapConfig();
  if (!mapConfig.data) {
    return (
      <Center h="100%" bg="gray.1">
        {mapConfig.isError ? <Text>The map could not be loaded.</Text> : <Loader />}
      </Center>
    );
  }
  return (
    <MapView
      styleUrl={mapConfig.data.style_url}
      {...(center
        ? {
            initialCenter: [center.longitude, center.latitude] as [number, number],
            initialZoom: 15,
          }
        : {})}
    >
      <PinLayer pin={pin} isPlacing={isPlacing} onPlace={onPlace} label="Asset location pin" />
    </MapView>
  );
}
