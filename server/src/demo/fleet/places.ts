/**
 * Where the demo fleet lives: branch yards and jobsites around Columbia, Missouri (the spec's
 * default map centre, 38.9498, -92.3273) and the other branches.
 */
export interface DemoPlace {
  name: string;
  latitude: number;
  longitude: number;
  kind: 'yard' | 'jobsite';
  /** Branch name the place belongs to. */
  branch: string;
  /** Share of the fleet based here. */
  weight: number;
}

export const DEMO_PLACES: readonly DemoPlace[] = [
  {
    name: 'Columbia Yard',
    latitude: 38.9811,
    longitude: -92.2867,
    kind: 'yard',
    branch: 'Columbia',
    weight: 14,
  },
  {
    name: 'Jefferson City Yard',
    latitude: 38.5527,
    longitude: -92.2013,
    kind: 'yard',
    branch: 'Jefferson City',
    weight: 6,
  },
  {
    name: 'Kansas City Yard',
    latitude: 39.0702,
    longitude: -94.5251,
    kind: 'yard',
    branch: 'Kansas City',
    weight: 7,
  },
  {
    name: 'St. Louis Yard',
    latitude: 38.6093,
    longitude: -90.2411,
    kind: 'yard',
    branch: 'St. Louis',
    weight: 7,
  },
  {
    name: 'Stadium Blvd Widening',
    latitude: 38.9398,
    longitude: -92.3311,
    kind: 'jobsite',
    branch: 'Columbia',
    weight: 8,
  },
  {
    name: 'MU Health Care Tower',
    latitude: 38.9385,
    longitude: -92.3295,
    kind: 'jobsite',
    branch: 'Columbia',
    weight: 7,
  },
  {
    name: 'Discovery Ridge Park',
    latitude: 38.9067,
    longitude: -92.2905,
    kind: 'jobsite',
    branch: 'Columbia',
    weight: 6,
  },
  {
    name: 'Route K Bridge',
    latitude: 38.9045,
    longitude: -92.3907,
    kind: 'jobsite',
    branch: 'Columbia',
    weight: 5,
  },
  {
    name: 'Battle High Fields',
    latitude: 38.9968,
    longitude: -92.2583,
    kind: 'jobsite',
    branch: 'Columbia',
    weight: 5,
  },
  {
    name: 'I-70 Interchange 128A',
    latitude: 38.9712,
    longitude: -92.2642,
    kind: 'jobsite',
    branch: 'Columbia',
    weight: 7,
  },
  {
    name: 'Ashland Water Plant',
    latitude: 38.7745,
    longitude: -92.2571,
    kind: 'jobsite',
    branch: 'Columbia',
    weight: 4,
  },
  {
    name: 'Rocheport Trailhead',
    latitude: 38.9781,
    longitude: -92.5632,
    kind: 'jobsite',
    branch: 'Columbia',
    weight: 3,
  },
  {
    name: 'Fulton Solar Farm',
    latitude: 38.8467,
    longitude: -91.9479,
    kind: 'jobsite',
    branch: 'Jefferson City',
    weight: 4,
  },
  {
    name: 'Capitol Ave Streetscape',
    latitude: 38.5787,
    longitude: -92.1681,
    kind: 'jobsite',
    branch: 'Jefferson City',
    weight: 3,
  },
  {
    name: 'KCI Cargo Apron',
    latitude: 39.2976,
    longitude: -94.7139,
    kind: 'jobsite',
    branch: 'Kansas City',
    weight: 4,
  },
  {
    name: 'Chesterfield Valley Warehouse',
    latitude: 38.6631,
    longitude: -90.5771,
    kind: 'jobsite',
    branch: 'St. Louis',
    weight: 4,
  },
  {
    name: 'Boonville Levee',
    latitude: 38.9736,
    longitude: -92.7433,
    kind: 'jobsite',
    branch: 'Columbia',
    weight: 2,
  },
];
