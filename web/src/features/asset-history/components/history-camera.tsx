import { useEffect, useRef } from 'react';
import { useEffectEvent } from '../../../lib/hooks/use-effect-event';
import { useMap } from '../../../lib/map/map-context';
import { focusOn } from '../../../lib/map/fly-to-asset';
import { type CameraTarget } from '../model/camera';

interface HistoryCameraProps {
  target: CameraTarget | null;
  /**
   * Moves the map when it changes (another day, another selection), not whenever the target's
   * numbers do: a refresh of today's trips must not pull the map away from the user.
   */
  targetKey: string;
  /** A new day jumps straight to its trips; moves within a day glide, so the eye can follow. */
  date: string;
}

const PADDING = 64;
/** A short trip should not fill the screen with a few street blocks. */
const MAX_FIT_ZOOM = 16;
/** The asset's surroundings: its town, not its driveway. */
const AREA_ZOOM = 10;

export function HistoryCamera({ target, targetKey, date }: HistoryCameraProps) {
  const { map } = useMap();
  const shownDate = useRef<string | null>(null);
  const move = useEffectEvent(() => {
    if (target === null) return;
    const animate = shownDate.current === date;
    shownDate.current = date;
    switch (target.kind) {
      case 'marker':
        focusOn(map, target.lngLat);
        return;
      case 'area':
        map.jumpTo({ center: target.lngLat, zoom: AREA_ZOOM });
        return;
      case 'bounds': {
        // A narrow map (phones) cannot spare the full padding on each side.
        const container = map.getContainer();
        const padding = Math.min(PADDING, container.clientWidth / 6, container.clientHeight / 6);
        map.fitBounds(target.bounds, { padding, maxZoom: MAX_FIT_ZOOM, animate, essential: true });
        return;
      }
    }
  });

  useEffect(() => {
    move();
  }, [targetKey]);

  return null;
}
