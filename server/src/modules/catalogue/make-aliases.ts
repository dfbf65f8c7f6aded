/**
 * What spreadsheets call a manufacturer, as the catalogue names it: "CAT 320" is matched as
 * "Caterpillar 320" (docs/CATALOGUE.md "Matching"). Keys and values are lower-case; a make not
 * listed is itself. Our own short list of the abbreviations seen on construction fleets.
 */
const MAKE_ALIASES: Readonly<Record<string, string>> = {
  cat: 'caterpillar',
  'cat®': 'caterpillar',
  jd: 'john deere',
  deere: 'john deere',
  'john-deere': 'john deere',
  chevy: 'chevrolet',
  chev: 'chevrolet',
  intl: 'international',
  "int'l": 'international',
  navistar: 'international',
  kw: 'kenworth',
  pete: 'peterbilt',
  'dodge ram': 'ram',
  'ram trucks': 'ram',
  dodge: 'ram',
  'mack trucks': 'mack',
  wacker: 'wacker neuson',
  'case ce': 'case',
  'case construction': 'case',
  nh: 'new holland',
  ir: 'ingersoll rand',
  'ingersoll-rand': 'ingersoll rand',
  'sky trak': 'skytrak',
  'big-tex': 'big tex',
  'trail-king': 'trail king',
  mercedes: 'mercedes-benz',
  gm: 'gmc',
  doosan: 'develon',
};

/** The make as the catalogue would write it, lower-cased, spaces squeezed. */
export function canonicalMake(make: string): string {
  const key = make.trim().toLowerCase().replace(/\s+/g, ' ');
  return MAKE_ALIASES[key] ?? key;
}

/** A model compared for exactness: lower-case letters and digits only ("F-150" = "f150"). */
export const modelKey = (model: string): string => model.toLowerCase().replace(/[^a-z0-9]/g, '');
