import { lazy, Suspense } from 'react';
import { Group, Paper, Switch } from '@mantine/core';
import { DeferredTooltip } from '../../../components/deferred-floating';
import classes from './asset-map.module.css';

/**
 * Loaded only where the server has a satellite style (issue 9: most servers have none, and the
 * map's first paint should not carry a control it never shows).
 */
const BaseMapSwitch = lazy(async () => ({
  default: (await import('./base-map-switch')).BaseMapSwitch,
}));

export type BaseMap = 'street' | 'satellite';

interface MapControlsProps {
  showLabels: boolean;
  onShowLabelsChange: (show: boolean) => void;
  showGeofences: boolean;
  onShowGeofencesChange: (show: boolean) => void;
  /** False while the company has no geofences to draw (or they could not be loaded). */
  hasGeofences: boolean;
  baseMap: BaseMap;
  onBaseMapChange: (baseMap: BaseMap) => void;
  /** Street/satellite is offered only when the server has a satellite style. */
  hasSatellite: boolean;
}

/** The map's toggles, top right beside the zoom buttons. */
export function MapControls(props: MapControlsProps) {
  return (
    <Paper
      className={classes.overlay}
      style={{ top: 10, right: 52 }}
      shadow="sm"
      radius="md"
      px="sm"
      py={6}
      withBorder
    >
      <Group gap="md" wrap="nowrap">
        {props.hasSatellite && (
          <Suspense fallback={null}>
            <BaseMapSwitch value={props.baseMap} onChange={props.onBaseMapChange} />
          </Suspense>
        )}
        <Switch
          size="xs"
          label="Labels"
          checked={props.showLabels}
          onChange={(event) => props.onShowLabelsChange(event.currentTarget.checked)}
        />
        <DeferredTooltip label="No geofences to show" disabled={props.hasGeofences} withArrow>
          <Switch
            size="xs"
            label="Geofences"
            disabled={!props.hasGeofences}
            checked={props.showGeofences && props.hasGeofences}
            onChange={(event) => props.onShowGeofencesChange(event.currentTarget.checked)}
          />
        </DeferredTooltip>
      </Group>
    </Paper>
  );
}
