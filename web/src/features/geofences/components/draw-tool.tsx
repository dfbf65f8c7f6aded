import { useEffect } from 'react';
import { useEffectEvent } from '../../../lib/hooks/use-effect-event';
import {
  TerraDraw,
  TerraDrawCircleMode,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
  type GeoJSONStoreFeatures,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { useMap } from '../../../lib/map/map-context';
import type { DrawTool as DrawToolName, DrawnFeature } from '../model/drawn-shape';

/** Where a drawing starts: a new shape with a tool, or a stored one to change. */
export type DrawStart =
  | { kind: 'new'; tool: DrawToolName }
  | { kind: 'edit'; feature: (id: string | number) => DrawnFeature | null };

const COLOR = '#e8590c';

/** Corners can be dragged, added (midpoints), removed; the whole shape moved; circles resized. */
const selectMode = () =>
  new TerraDrawSelectMode({
    allowManualDeselection: false,
    flags: {
      polygon: {
        feature: {
          draggable: true,
          coordinates: { draggable: true, midpoints: true, deletable: true },
        },
      },
      circle: {
        feature: { draggable: true, coordinates: { resizable: 'center-fixed' } },
      },
    },
    // Small handles: a circle has one per side (64), and the pointer still catches them.
    styles: {
      selectedPolygonColor: COLOR,
      selectedPolygonOutlineColor: COLOR,
      selectionPointWidth: 4,
      selectionPointColor: COLOR,
      midPointWidth: 3,
    },
  });

const isFinishedPolygon = (feature: GeoJSONStoreFeatures): feature is DrawnFeature =>
  feature.geometry.type === 'Polygon' && feature.properties.currentlyDrawing !== true;

/**
 * Terra Draw (with its MapLibre adapter) on the page's map: draws one polygon or circle, then
 * keeps it selected so its corners can be dragged. Reports the shape after every finished
 * change (not the loading of a stored one, so an untouched shape is never sent again).
 * Loaded only by the Geofences page.
 */
export function DrawTool({
  start,
  onShape,
}: {
  start: DrawStart;
  onShape: (feature: DrawnFeature) => void;
}) {
  const { map, styleGeneration } = useMap();
  const report = useEffectEvent((draw: TerraDraw) => {
    const [feature] = draw.getSnapshot().filter(isFinishedPolygon);
    if (feature) onShape(feature);
  });

  useEffect(() => {
    const draw = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map }),
      modes: [
        new TerraDrawPolygonMode({
          styles: { fillColor: COLOR, outlineColor: COLOR, closingPointColor: COLOR },
        }),
        new TerraDrawCircleMode({ styles: { fillColor: COLOR, outlineColor: COLOR } }),
        selectMode(),
      ],
    });
    let isLoading = true;
    const selectOnly = (id: string | number) => {
      draw.setMode('select');
      draw.selectFeature(id);
    };
    draw.on('finish', (id, context) => {
      if (context.action === 'draw') selectOnly(id);
      if (!isLoading) report(draw);
    });
    draw.start();
    if (start.kind === 'new') {
      draw.setMode(start.tool);
    } else {
      const feature = start.feature(draw.getFeatureId());
      const [validation] = feature ? draw.addFeatures([feature]) : [];
      if (feature?.id !== undefined && validation?.valid) selectOnly(feature.id);
      else draw.setMode('select');
    }
    isLoading = false;
    return () => draw.stop();
  }, [map, styleGeneration, start]);

  return null;
}
