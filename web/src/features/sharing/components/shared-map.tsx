import { useEffect } from 'react';
import { MapView } from '../../../lib/map/map-view';
import { useMap } from '../../../lib/map/map-context';
import { PlaceDotLayer } from '../../../lib/map/place-dot-layer';

/** About a county across: the offline base map draws states and counties, not streets. */
const ZOOM = 10;

/** Keeps the shared position in view as it moves (the page polls every 15 s). */
function FollowPlace({ lng, lat }: { lng: number; lat: number }) {
  const { map } = useMap();
  useEffect(() => {
    if (!map.getBounds().contains([lng, lat])) map.easeTo({ center: [lng, lat] });
  }, [map, lng, lat]);
  return null;
}

/** The shared position on the base map, opened around it. */
export function SharedMap({
  styleUrl,
  latitude,
  longitude,
}: {
  styleUrl: string;
  latitude: number;
  longitude: number;
}) {
  return (
    <MapView styleUrl={styleUrl} initialCenter={[longitude, latitude]} initialZoom={ZOOM}>
      <PlaceDotLayer lngLat={[longitude, latitude]} />
      <FollowPlace lng={longitude} lat={latitude} />
    </MapView>
  );
}
