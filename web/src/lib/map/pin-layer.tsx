import { useEffect, useRef } from 'react';
import { Marker, type MapMouseEvent } from 'maplibre-gl';
import { useMap } from './map-context';

export interface Pin {
  latitude: number;
  longitude: number;
}

interface PinLayerProps {
  pin: Pin | null;
  /** While placing, the next click on the map drops the pin there and ends placing. */
  isPlacing: boolean;
  onPlace: (pin: Pin) => void;
  /** What a screen reader calls the pin, e.g. 'Jobsite pin'. */
  label: string;
}

/** A pin on a map and the click that places it (a jobsite's, an asset's manual location). */
export function PinLayer({ pin, isPlacing, onPlace, label }: PinLayerProps) {
  const { map } = useMap();
  const marker = useRef<Marker | null>(null);

  useEffect(() => {
    if (!pin) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const at: [number, number] = [pin.longitude, pin.latitude];
    marker.current ??= new Marker({ color: '#d6336c' }).setLngLat(at).addTo(map);
    marker.current.setLngLat(at);
    marker.current.getElement().setAttribute('aria-label', label);
    map.easeTo({ center: at });
  }, [map, pin, label]);

  useEffect(
    () => () => {
      marker.current?.remove();
    },
    [],
  );

  useEffect(() => {
    if (!isPlacing) return;
    map.getCanvas().style.cursor = 'crosshair';
    const place = (event: MapMouseEvent) =>
      onPlace({ latitude: event.lngLat.lat, longitude: event.lngLat.lng });
    map.on('click', place);
    return () => {
      map.off('click', place);
      map.getCanvas().style.cursor = '';
    };
  }, [map, isPlacing, onPlace]);

  return null;
}
