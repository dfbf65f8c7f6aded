import { type StyleSpecification } from 'maplibre-gl';

/** A base map with nothing to fetch: a background and one land polygon around the fleet. */
export function benchStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      land: {
        type: 'geojson',
        data: {
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-95.8, 36.5],
                [-89.1, 36.0],
                [-89.5, 40.6],
                [-95.7, 40.6],
                [-95.8, 36.5],
              ],
            ],
          },
        },
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#dbe4ee' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f2efe9' } },
    ],
  };
}

/** MapView takes a style URL; a blob URL serves the same style without a network. */
export function benchStyleUrl(): string {
  const json = JSON.stringify(benchStyle());
  return URL.createObjectURL(new Blob([json], { type: 'application/json' }));
}
