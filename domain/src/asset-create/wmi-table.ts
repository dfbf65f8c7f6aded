/**
 * Our own table of World Manufacturer Identifiers (a VIN's first three characters) for the
 * makes a construction and rental fleet meets most: pickups and vans, heavy trucks, trailers,
 * and the machine makers whose product identification numbers share the VIN's form. Written by
 * us from public knowledge of the makes' VINs; a WMI that is not here decodes without a make
 * (docs/ASSET-CREATE.md "VIN decoding"). Add rows as the fleets need them.
 *
 * `kind` picks the model-year rule: 'light' vehicles follow the NHTSA rule that a letter in
 * position 7 means the 2010–2039 cycle; the others take the latest year the code allows.
 */
export type WmiKind = 'light' | 'truck' | 'trailer' | 'equipment';

export interface WmiEntry {
  make: string;
  manufacturer: string;
  kind: WmiKind;
}

const entries = (
  make: string,
  manufacturer: string,
  kind: WmiKind,
  wmis: string,
): Array<[string, WmiEntry]> => wmis.split(' ').map((wmi) => [wmi, { make, manufacturer, kind }]);

export const WMI_TABLE: ReadonlyMap<string, WmiEntry> = new Map([
  // Pickups, vans and SUVs.
  ...entries(
    'Ford',
    'Ford Motor Company',
    'light',
    '1FA 1FB 1FC 1FD 1FM 1FT 2FA 2FM 2FT 3FA 3FM 3FT 1ZV NM0 WF0',
  ),
  ...entries('Lincoln', 'Ford Motor Company', 'light', '1LN 5LM'),
  ...entries('Chevrolet', 'General Motors', 'light', '1G1 1GB 1GC 1GN 2G1 2GC 2GN 3G1 3GC 3GN KL8'),
  ...entries('GMC', 'General Motors', 'light', '1GD 1GK 1GT 2GK 2GT 3GK 3GT'),
  ...entries('Cadillac', 'General Motors', 'light', '1G6 1GY'),
  ...entries('Ram', 'FCA US LLC', 'light', '1C6 3C6 3C7'),
  ...entries('Dodge', 'FCA US LLC', 'light', '1B3 1B7 1D7 2B3 2C3 2D7 3D7'),
  ...entries('Jeep', 'FCA US LLC', 'light', '1C4 1J4 1J8'),
  ...entries('Chrysler', 'FCA US LLC', 'light', '1C3 2C4'),
  ...entries(
    'Toyota',
    'Toyota Motor Corporation',
    'light',
    '2T1 2T3 3TM 3TY 4T1 4T3 4T4 5TB 5TD 5TE 5TF 5TN JTD JTE JTM JTN',
  ),
  ...entries('Lexus', 'Toyota Motor Corporation', 'light', '2T2 JTH JTJ'),
  ...entries('Honda', 'Honda Motor Co.', 'light', '1HG 2HG 5FN 5J6 JHM'),
  ...entries('Nissan', 'Nissan Motor Co.', 'light', '1N4 1N6 3N1 3N6 5N1 JN1 JN8'),
  ...entries('Hyundai', 'Hyundai Motor Company', 'light', '5NM 5NP KMH'),
  ...entries('Kia', 'Kia Corporation', 'light', '5XY KNA KND'),
  ...entries('Subaru', 'Subaru Corporation', 'light', '4S3 4S4 JF1 JF2'),
  ...entries('Volkswagen', 'Volkswagen AG', 'light', '1VW 3VW WVG WVW'),
  ...entries('Mercedes-Benz', 'Mercedes-Benz Group', 'light', '4JG W1K W1N WDB WDC WDD'),
  ...entries('Mercedes-Benz', 'Mercedes-Benz Group', 'truck', 'W1W W1Y WD3 WD4'),
  ...entries('BMW', 'BMW AG', 'light', '5UX WBA'),
  ...entries('Tesla', 'Tesla, Inc.', 'light', '5YJ 7SA'),
  ...entries('Volvo', 'Volvo Cars', 'light', 'YV1 YV4'),
  // Medium and heavy trucks.
  ...entries('Freightliner', 'Daimler Truck North America', 'truck', '1FU 1FV 3AK 3AL 4UZ'),
  ...entries('Western Star', 'Daimler Truck North America', 'truck', '5KJ'),
  ...entries('Kenworth', 'PACCAR', 'truck', '1NK 1XK 2XK 3WK'),
  ...entries('Peterbilt', 'PACCAR', 'truck', '1NP 1XP 2NP 2XP'),
  ...entries('Mack', 'Mack Trucks', 'truck', '1M1 1M2'),
  ...entries('International', 'Navistar', 'truck', '1HS 1HT 3HA 3HS 3HT'),
  ...entries('Volvo', 'Volvo Trucks North America', 'truck', '4V4 4VG'),
  ...entries('Isuzu', 'Isuzu Motors', 'truck', '54D JAL'),
  ...entries('Hino', 'Hino Motors', 'truck', '2AY 5PV JHH'),
  ...entries('Sterling', 'Sterling Trucks', 'truck', '2FZ'),
  // Trailers.
  ...entries('Great Dane', 'Great Dane Trailers', 'trailer', '1GR'),
  ...entries('Utility', 'Utility Trailer Manufacturing', 'trailer', '1UY'),
  ...entries('Wabash', 'Wabash National', 'trailer', '1JJ'),
  ...entries('Hyundai Translead', 'Hyundai Translead', 'trailer', '3H3'),
  // Machines whose product identification numbers take the VIN's form.
  ...entries('Caterpillar', 'Caterpillar Inc.', 'equipment', 'CAT'),
  ...entries('John Deere', 'Deere & Company', 'equipment', '1RW 1T0'),
]);

/** Countries by a VIN's first character (ranges of the second are left out: broad enough). */
const REGIONS: Record<string, string> = {
  '1': 'United States',
  '4': 'United States',
  '5': 'United States',
  '2': 'Canada',
  '3': 'Mexico',
  J: 'Japan',
  K: 'South Korea',
  L: 'China',
  S: 'United Kingdom',
  V: 'France or Spain',
  W: 'Germany',
  Y: 'Sweden or Finland',
  Z: 'Italy',
  '6': 'Australia',
  '9': 'Brazil',
};

export function countryOfVin(vin: string): string | null {
  return REGIONS[vin.charAt(0)] ?? null;
}
