import { ASSET_TYPE, type AssetTypeId } from '@fleet/domain';

/** One line of the demo catalogue: what a construction fleet in Missouri really runs. */
export interface DemoKind {
  /** Class name (spec 2 §3 "Equipment class"). */
  className: string;
  category: string;
  assetTypeId: AssetTypeId;
  /** Map filter key (spec 2 §7). */
  assetKind: 'vehicle' | 'equipment' | 'trailer' | 'attachment' | 'bucket' | 'small tool';
  count: number;
  models: ReadonlyArray<readonly [make: string, model: string]>;
  /** Share of this kind without a tracker (the "No tracker" case). */
  untrackedShare: number;
  /** Moves on its own (trucks) rather than being hauled (machines). */
  drives: boolean;
  isBleNode?: boolean;
  namePrefix: string;
}

const { vehicle, equipment } = ASSET_TYPE;

export const DEMO_KINDS: readonly DemoKind[] = [
  {
    className: 'Pickup Truck',
    category: 'Vehicles',
    assetTypeId: vehicle,
    assetKind: 'vehicle',
    count: 350,
    models: [
      ['Ford', 'F-150'],
      ['Ford', 'F-250 Super Duty'],
      ['Chevrolet', 'Silverado 2500HD'],
      ['Ram', '2500'],
    ],
    untrackedShare: 0.03,
    drives: true,
    namePrefix: 'PU',
  },
  {
    className: 'Dump Truck',
    category: 'Vehicles',
    assetTypeId: vehicle,
    assetKind: 'vehicle',
    count: 120,
    models: [
      ['Mack', 'Granite'],
      ['Peterbilt', '567'],
      ['Kenworth', 'T880'],
    ],
    untrackedShare: 0.02,
    drives: true,
    namePrefix: 'DT',
  },
  {
    className: 'Lowboy Tractor',
    category: 'Vehicles',
    assetTypeId: vehicle,
    assetKind: 'vehicle',
    count: 40,
    models: [
      ['Peterbilt', '389'],
      ['Kenworth', 'W990'],
    ],
    untrackedShare: 0,
    drives: true,
    namePrefix: 'LB',
  },
  {
    className: 'Excavator 20-36 ton',
    category: 'Earthmoving',
    assetTypeId: equipment,
    assetKind: 'equipment',
    count: 260,
    models: [
      ['Caterpillar', '320'],
      ['Caterpillar', '336'],
      ['Komatsu', 'PC210LC-11'],
      ['John Deere', '210G LC'],
      ['Kubota', 'KX040-4'],
    ],
    untrackedShare: 0.04,
    drives: false,
    namePrefix: 'EX',
  },
  {
    className: 'Skid Steer Loader',
    category: 'Earthmoving',
    assetTypeId: equipment,
    assetKind: 'equipment',
    count: 330,
    models: [
      ['Bobcat', 'S650'],
      ['Bobcat', 'T770'],
      ['Caterpillar', '262D3'],
      ['John Deere', '332G'],
    ],
    untrackedShare: 0.06,
    drives: false,
    namePrefix: 'SS',
  },
  {
    className: 'Telehandler',
    category: 'Aerial & Material Handling',
    assetTypeId: equipment,
    assetKind: 'equipment',
    count: 160,
    models: [
      ['JLG', '1055'],
      ['Genie', 'GTH-5519'],
      ['SkyTrak', '10054'],
    ],
    untrackedShare: 0.05,
    drives: false,
    namePrefix: 'TH',
  },
  {
    className: 'Scissor Lift',
    category: 'Aerial & Material Handling',
    assetTypeId: equipment,
    assetKind: 'equipment',
    count: 260,
    models: [
      ['Genie', 'GS-1930'],
      ['JLG', '2632ES'],
      ['Skyjack', 'SJIII 3219'],
    ],
    untrackedShare: 0.1,
    drives: false,
    namePrefix: 'SL',
  },
  {
    className: 'Boom Lift',
    category: 'Aerial & Material Handling',
    assetTypeId: equipment,
    assetKind: 'equipment',
    count: 110,
    models: [
      ['JLG', '600S'],
      ['Genie', 'S-65'],
    ],
    untrackedShare: 0.05,
    drives: false,
    namePrefix: 'BL',
  },
  {
    className: 'Light Tower',
    category: 'Power & Lighting',
    assetTypeId: equipment,
    assetKind: 'equipment',
    count: 120,
    models: [
      ['Generac', 'MLT6SMD'],
      ['Wacker Neuson', 'LTV6'],
    ],
    untrackedShare: 0.08,
    drives: false,
    namePrefix: 'LT',
  },
  {
    className: 'Equipment Trailer',
    category: 'Trailers',
    assetTypeId: vehicle,
    assetKind: 'trailer',
    count: 150,
    models: [
      ['Felling', 'FT-50'],
      ['Big Tex', '14GN'],
      ['Trail King', 'TK70'],
    ],
    untrackedShare: 0.15,
    drives: false,
    namePrefix: 'TR',
  },
  {
    className: 'Hydraulic Breaker',
    category: 'Attachments',
    assetTypeId: equipment,
    assetKind: 'attachment',
    count: 50,
    models: [['Caterpillar', 'H115 GC']],
    untrackedShare: 1,
    drives: false,
    namePrefix: 'AT',
  },
  {
    className: 'Excavator Bucket',
    category: 'Attachments',
    assetTypeId: equipment,
    assetKind: 'bucket',
    count: 30,
    models: [['Werk-Brau', '36in Digging Bucket']],
    untrackedShare: 1,
    drives: false,
    namePrefix: 'BK',
  },
  {
    className: 'Plate Compactor',
    category: 'Small Tools',
    assetTypeId: equipment,
    assetKind: 'small tool',
    count: 20,
    models: [['Wacker Neuson', 'VP1550AW']],
    untrackedShare: 0,
    drives: false,
    isBleNode: true,
    namePrefix: 'ST',
  },
];
