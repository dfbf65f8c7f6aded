import type { ReactNode } from 'react';
import { Alert, Center, Loader } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMapConfig } from './map-config';
import { MapView } from './map-view';

/**
 * A MapView on the base map the server names (GET /api/map/config), with the same loader while
 * that is read and the same sentence when it cannot be: for pages whose map is their main part.
 */
export function ConfiguredMapView({ children }: { children?: ReactNode }) {
  const config = useMapConfig();
  if (config.isPending) {
    return (
      <Center h="100%" bg="gray.1">
        <Loader aria-label="Loading map" />
      </Center>
    );
  }
  if (config.isError) {
    return (
      <Center h="100%" bg="gray.1" p="xl">
        <Alert color="red" icon={<IconAlertTriangle />} title="The map could not be loaded">
          Check your connection and reload the page.
        </Alert>
      </Center>
    );
  }
  return <MapView styleUrl={config.data.style_url}>{children}</MapView>;
}
