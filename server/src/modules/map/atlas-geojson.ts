import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';

type Topology = Parameters<typeof feature>[0];

/** The offline base map's layers, drawn from the atlases installed with the server. */
export const ATLAS_LAYERS = ['countries', 'states', 'counties'] as const;
export type AtlasLayer = (typeof ATLAS_LAYERS)[number];

const ATLAS_FILES: Record<AtlasLayer, { module: string; object: string }> = {
  // 1:50m is detailed enough for a world view and a fifth of the 1:10m file's size.
  countries: { module: 'world-atlas/countries-50m.json', object: 'countries' },
  states: { module: 'us-atlas/states-10m.json', object: 'states' },
  counties: { module: 'us-atlas/counties-10m.json', object: 'counties' },
};

/** 4 decimals is about 11 m, finer than the 1:10m source; it halves the GeoJSON's size. */
const COORDINATE_SCALE = 10_000;

const resolveModule = createRequire(import.meta.url).resolve;

type Ring = Position[];

function roundPosition(position: Position): Position {
  return position.map((v) => Math.round(v * COORDINATE_SCALE) / COORDINATE_SCALE);
}

const roundRing = (ring: Ring): Ring => ring.map(roundPosition);

function roundGeometry(geometry: Geometry): Geometry {
  switch (geometry.type) {
    case 'Point':
      return { type: 'Point', coordinates: roundPosition(geometry.coordinates) };
    case 'MultiPoint':
      return { type: 'MultiPoint', coordinates: roundRing(geometry.coordinates) };
    case 'LineString':
      return { type: 'LineString', coordinates: roundRing(geometry.coordinates) };
    case 'MultiLineString':
      return { type: 'MultiLineString', coordinates: geometry.coordinates.map(roundRing) };
    case 'Polygon':
      return { type: 'Polygon', coordinates: geometry.coordinates.map(roundRing) };
    case 'MultiPolygon':
      return {
        type: 'MultiPolygon',
        coordinates: geometry.coordinates.map((polygon) => polygon.map(roundRing)),
      };
    case 'GeometryCollection':
      return { type: 'GeometryCollection', geometries: geometry.geometries.map(roundGeometry) };
  }
}

/** Converts one TopoJSON object to GeoJSON features carrying only their id and name. */
export function topologyToFeatures(topology: Topology, objectName: string): FeatureCollection {
  const object = topology.objects[objectName];
  if (!object || object.type !== 'GeometryCollection') {
    throw new Error(`TopoJSON has no geometry collection "${objectName}"`);
  }
  const collection = feature(topology, object);
  const features: Feature[] = [];
  for (const f of collection.features) {
    // Some atlas entries (disputed areas) have no geometry; a map cannot draw them.
    if (!f.geometry) continue;
    const name: unknown = f.properties?.name;
    features.push({
      type: 'Feature',
      ...(f.id === undefined ? {} : { id: f.id }),
      properties: { name: typeof name === 'string' ? name : null },
      geometry: roundGeometry(f.geometry),
    });
  }
  return { type: 'FeatureCollection', features };
}

export async function loadAtlasFeatures(layer: AtlasLayer): Promise<FeatureCollection> {
  const source = ATLAS_FILES[layer];
  const text = await readFile(resolveModule(source.module), 'utf8');
  return topologyToFeatures(JSON.parse(text) as Topology, source.object);
}

const cache = new Map<AtlasLayer, Promise<Buffer>>();

/**
 * The layer as a GeoJSON body, converted on first request and kept: the atlases never change
 * while the server runs. Concurrent first requests share one conversion.
 */
export function atlasGeoJson(layer: AtlasLayer): Promise<Buffer> {
  let body = cache.get(layer);
  if (!body) {
    body = loadAtlasFeatures(layer).then((fc) => Buffer.from(JSON.stringify(fc)));
    // A failed read is not cached, so the next request tries again.
    body.catch(() => cache.delete(layer));
    cache.set(layer, body);
  }
  return body;
}
