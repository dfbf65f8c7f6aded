/**
 * The fields of an import row (spec 2 §3 "Import row" field names) in the order the review
 * dialog's detail panel shows them (spec 2 §2), with the label it shows and the spreadsheet
 * headers that map to each field on their own.
 */
export const IMPORT_FIELDS = [
  {
    name: 'name',
    label: 'Asset Name',
    headers: [
      'asset name',
      'name',
      'asset',
      'unit',
      'unit name',
      'unit number',
      'asset number',
      'equipment name',
    ],
  },
  { name: 'make', label: 'Manufacturer', headers: ['manufacturer', 'make', 'brand', 'mfr', 'oem'] },
  { name: 'model', label: 'Model', headers: ['model', 'model name', 'model number'] },
  { name: 'year', label: 'Year', headers: ['year', 'model year', 'yr'] },
  { name: 'productId', label: 'Product', headers: ['product', 'product id'] },
  {
    name: 'resourceId',
    label: 'Reporting Designation',
    headers: ['reporting designation', 'home base', 'home location', 'location', 'yard'],
  },
  {
    name: 'serialNumber',
    label: 'Serial Number',
    headers: ['serial number', 'serial', 'serial no', 'sn', 'pin'],
  },
  { name: 'vin', label: 'VIN', headers: ['vin', 'vin number', 'vehicle identification number'] },
  {
    name: 'hours',
    label: 'Hours Meter',
    headers: ['hours', 'hours meter', 'hour meter', 'engine hours', 'hourmeter'],
  },
  { name: 'miles', label: 'Odometer', headers: ['odometer', 'miles', 'mileage'] },
  { name: 'dotNumber', label: 'DOT Number', headers: ['dot number', 'dot', 'usdot'] },
  {
    name: 'licensePlateNumber',
    label: 'License Plate Number',
    headers: ['license plate number', 'license plate', 'plate', 'plate number', 'tag'],
  },
  {
    name: 'licensePlateIssuingState',
    label: 'Issuing State',
    headers: ['issuing state', 'plate state', 'license plate state', 'state'],
  },
  {
    name: 'tracker',
    label: 'Tracker',
    headers: ['tracker', 'tracker serial', 'device serial', 'gps serial', 'esn', 'imei'],
  },
  { name: 'group', label: 'Groups', headers: ['groups', 'group'] },
  {
    name: 'color',
    label: 'Asset Color',
    headers: ['asset color', 'color', 'colour', 'marker color'],
  },
  { name: 'notes', label: 'Notes', headers: ['notes', 'note', 'description', 'comments'] },
] as const;

export type ImportFieldName = (typeof IMPORT_FIELDS)[number]['name'];
export const IMPORT_FIELD_NAMES = IMPORT_FIELDS.map<ImportFieldName>((field) => field.name);

/** A column mapping: each field name to the header of the column that fills it. */
export type ImportMapping = Partial<Record<ImportFieldName, string>>;

const normalised = (header: string) =>
  header
    .toLowerCase()
    .replace(/[_\-.#:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Guesses a mapping from a file's headers: the company's last mapping first (where its headers
 * are in this file), then the known header names. A header fills at most one field.
 */
export function guessImportMapping(
  headers: readonly string[],
  lastMapping: ImportMapping = {},
): ImportMapping {
  const mapping: ImportMapping = {};
  const used = new Set<string>();
  for (const field of IMPORT_FIELD_NAMES) {
    const header = lastMapping[field];
    if (header !== undefined && headers.includes(header) && !used.has(header)) {
      mapping[field] = header;
      used.add(header);
    }
  }
  for (const field of IMPORT_FIELDS) {
    if (mapping[field.name] !== undefined) continue;
    const header = headers.find(
      (candidate) =>
        !used.has(candidate) &&
        (field.headers as readonly string[]).includes(normalised(candidate)),
    );
    if (header !== undefined) {
      mapping[field.name] = header;
      used.add(header);
    }
  }
  return mapping;
}

/** The headers a mapping uses more than once (a column mapped twice is refused). */
export function headersMappedTwice(mapping: ImportMapping): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const header of Object.values(mapping)) {
    if (header === undefined) continue;
    if (seen.has(header)) twice.add(header);
    seen.add(header);
  }
  return [...twice];
}
