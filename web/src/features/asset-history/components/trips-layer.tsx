import { useEffect, useMemo } from 'react';
import { useEffectEvent } from '../../../lib/hooks/use-effect-event';
import { GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl';
import { type GeoJSON } from 'geojson';
import { type IncidentDto, type TripDto } from '@fleet/domain';
import { removeLayersAndSource, useMap } from '../../../lib/map/map-context';
import { incidentPoints, tripEnds, tripLines } from '../model/map-features';
import { ensureTripImages } from './trip-marker-images';
import {
  TRIP_LAYER_IDS,
  TRIP_LAYER_ORDER,
  TRIP_SOURCES,
  arrowFilter,
  casingWidth,
  dotRadius,
  emptySource,
  endsFilter,
  iconSize,
  lineOpacity,
  lineWidth,
  tripLayerSpecs,
  type MapSelection,
} from './trips-layer-style';

export interface TripsLayerProps {
  trips: readonly TripDto[];
  incidents: readonly IncidentDto[];
  selection: MapSelection;
  onSelectTrip: (tripId: string) => void;
  onSelectIncident: (incidentId: string) => void;
}

function setSourceData(map: MapLibreMap, sourceId: string, data: GeoJSON): void {
  const source = map.getSource(sourceId);
  // A rejection means a newer update or a style switch replaced this one.
  if (source instanceof GeoJSONSource) source.setData(data).catch(() => undefined);
}

/**
 * A day of trips on the map: one line per trip coloured by its type (spec 2 §9), start and end
 * markers, and the day's incidents (dots by severity; idle and stop icons for idling).
 */
export function TripsLayer({
  trips,
  incidents,
  selection,
  onSelectTrip,
  onSelectIncident,
}: TripsLayerProps) {
  const { map, styleGeneration } = useMap();
  const lines = useMemo(() => tripLines(trips), [trips]);
  const ends = useMemo(() => tripEnds(trips), [trips]);
  const points = useMemo(() => incidentPoints(incidents), [incidents]);

  // The initial look; the effect below keeps the selection current afterwards.
  const layerSpecs = useEffectEvent(() => tripLayerSpecs(selection));

  // Added on mount and again after each style switch (a new style starts empty).
  useEffect(() => {
    ensureTripImages(map);
    for (const id of Object.values(TRIP_SOURCES)) map.addSource(id, emptySource());
    for (const layer of layerSpecs()) map.addLayer(layer);
    return () => {
      // Layers first, then every source they read.
      removeLayersAndSource(map, TRIP_LAYER_ORDER, TRIP_SOURCES.lines);
      removeLayersAndSource(map, [], TRIP_SOURCES.ends);
      removeLayersAndSource(map, [], TRIP_SOURCES.incidents);
    };
  }, [map, styleGeneration]);

  useEffect(() => {
    setSourceData(map, TRIP_SOURCES.lines, lines);
    setSourceData(map, TRIP_SOURCES.ends, ends);
    setSourceData(map, TRIP_SOURCES.incidents, points);
  }, [map, styleGeneration, lines, ends, points]);

  const { tripId, incidentId } = selection;
  useEffect(() => {
    if (!map.getLayer(TRIP_LAYER_IDS.lines)) return;
    const current = { tripId, incidentId };
    map.setPaintProperty(TRIP_LAYER_IDS.casing, 'line-width', casingWidth(current));
    map.setPaintProperty(TRIP_LAYER_IDS.casing, 'line-opacity', lineOpacity(current));
    map.setPaintProperty(TRIP_LAYER_IDS.lines, 'line-width', lineWidth(current));
    map.setPaintProperty(TRIP_LAYER_IDS.lines, 'line-opacity', lineOpacity(current));
    map.setFilter(TRIP_LAYER_IDS.arrows, arrowFilter(current));
    map.setFilter(TRIP_LAYER_IDS.ends, endsFilter(current));
    map.setPaintProperty(TRIP_LAYER_IDS.incidentDots, 'circle-radius', dotRadius(current));
    map.setLayoutProperty(TRIP_LAYER_IDS.idleMarkers, 'icon-size', iconSize(current));
  }, [map, styleGeneration, tripId, incidentId]);

  const selectTrip = useEffectEvent((id: string) => onSelectTrip(id));
  const selectIncident = useEffectEvent((id: string) => onSelectIncident(id));

  // Listeners belong to the map, not the style: they outlive style switches.
  useEffect(() => {
    const { hitArea, incidentDots, idleMarkers } = TRIP_LAYER_IDS;
    const clickable = [hitArea, incidentDots, idleMarkers];
    const setCursor = (cursor: string) => () => {
      map.getCanvas().style.cursor = cursor;
    };
    const subscriptions = [
      map.on('mouseenter', clickable, setCursor('pointer')),
      map.on('mouseleave', clickable, setCursor('')),
      map.on('click', (event) => {
        if (!map.getLayer(hitArea)) return; // a new style is still loading
        // Markers sit on the lines: an incident under the pointer wins over its trip.
        const hits = map.queryRenderedFeatures(event.point, {
          layers: [idleMarkers, incidentDots, hitArea],
        });
        const top = hits[0];
        if (!top) return;
        const incident: unknown = top.properties.incidentId;
        const trip: unknown = top.properties.tripId;
        if (typeof incident === 'string') selectIncident(incident);
        else if (typeof trip === 'string') selectTrip(trip);
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [map]);

  return null;
}
