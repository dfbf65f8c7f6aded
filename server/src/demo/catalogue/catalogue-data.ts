/**
 * The demo product catalogue, written compactly: per manufacturer, the category path and its
 * models, each with the model years it is sold in and any variants (catalogue-expand.ts makes
 * one product per model, variant and year). Real machines and vehicles of a US construction
 * fleet; the models the demo fleet runs (fleet/catalogue.ts) are all here, for every year the
 * demo fleet has (2014–2025), so each demo asset finds its product.
 */

/** [model, first year, last year, variants?] */
export type ModelLine = readonly [string, number, number, (readonly string[])?];
/** [category path, models] */
export type CategoryLine = readonly [string, readonly ModelLine[]];

const EX = 'Earthmoving|Excavators|Crawler Excavators';
const MINI = 'Earthmoving|Excavators|Mini Excavators';
const SKID = 'Earthmoving|Skid Steer Loaders';
const CTL = 'Earthmoving|Compact Track Loaders';
const WHEEL = 'Earthmoving|Wheel Loaders';
const BACKHOE = 'Earthmoving|Backhoe Loaders';
const DOZER = 'Earthmoving|Dozers';
const SCISSOR = 'Aerial Work Platforms|Scissor Lifts';
const TELEBOOM = 'Aerial Work Platforms|Boom Lifts|Telescopic Boom Lifts';
const ARTBOOM = 'Aerial Work Platforms|Boom Lifts|Articulating Boom Lifts';
const TELEHANDLER = 'Material Handling|Telehandlers';
const PICKUP = 'Vehicles|Pickup Trucks';
const DUMP = 'Vehicles|Dump Trucks';
const TRACTOR = 'Vehicles|Semi Tractors';
const SERVICE = 'Vehicles|Service Trucks';
const TRAILER = 'Trailers|Equipment Trailers';
const GOOSENECK = 'Trailers|Gooseneck Trailers';
const LOWBOY = 'Trailers|Lowboy Trailers';
const LIGHT = 'Power & Lighting|Light Towers';
const GENERATOR = 'Power & Lighting|Generators';
const PLATE = 'Compaction|Plate Compactors';
const ROLLER = 'Compaction|Rollers';
const BREAKER = 'Attachments|Hydraulic Breakers';
const BUCKET = 'Attachments|Buckets';

/** Categories with no products yet: Add Product does not offer them (spec 2 §5). */
export const EMPTY_CATEGORIES = ['Vehicles|Electric Vans', 'Material Handling|Forklifts'];

export const DEMO_CATALOGUE: Readonly<Record<string, readonly CategoryLine[]>> = {
  Caterpillar: [
    [
      EX,
      [
        ['320', 2014, 2025, ['GC']],
        ['336', 2014, 2025],
        ['330', 2018, 2025],
      ],
    ],
    [
      MINI,
      [
        ['305 CR', 2019, 2025],
        ['308 CR', 2019, 2025],
      ],
    ],
    [
      SKID,
      [
        ['262D3', 2014, 2025],
        ['272D3', 2018, 2025],
      ],
    ],
    [
      CTL,
      [
        ['259D3', 2018, 2025],
        ['299D3', 2018, 2025, ['XE']],
      ],
    ],
    [
      WHEEL,
      [
        ['950 GC', 2019, 2025],
        ['926M', 2016, 2023],
      ],
    ],
    [BACKHOE, [['420', 2020, 2025]]],
    [
      DOZER,
      [
        ['D6', 2019, 2025],
        ['D5K2', 2015, 2020],
      ],
    ],
    [BREAKER, [['H115 GC', 2014, 2025]]],
  ],
  Komatsu: [
    [
      EX,
      [
        ['PC210LC-11', 2014, 2025],
        ['PC360LC-11', 2017, 2025],
      ],
    ],
    [WHEEL, [['WA270-8', 2017, 2025]]],
    [DOZER, [['D51PXi-24', 2018, 2025]]],
  ],
  'John Deere': [
    [
      EX,
      [
        ['210G LC', 2014, 2025],
        ['350G LC', 2015, 2024],
      ],
    ],
    [
      SKID,
      [
        ['332G', 2014, 2025],
        ['320G', 2018, 2025],
      ],
    ],
    [CTL, [['333G', 2016, 2025]]],
    [BACKHOE, [['310L', 2015, 2025, ['EP']]]],
    [DOZER, [['700K', 2015, 2022]]],
  ],
  Kubota: [
    [
      MINI,
      [
        ['KX040-4', 2014, 2025],
        ['U35-4', 2016, 2025],
        ['KX057-5', 2020, 2025],
      ],
    ],
  ],
  Bobcat: [
    [
      SKID,
      [
        ['S650', 2014, 2025],
        ['S770', 2016, 2025],
      ],
    ],
    [
      CTL,
      [
        ['T770', 2014, 2025],
        ['T66', 2021, 2025],
      ],
    ],
    [
      MINI,
      [
        ['E35', 2016, 2025],
        ['E50', 2017, 2025],
      ],
    ],
  ],
  Case: [
    [SKID, [['SV340B', 2019, 2025]]],
    [BACKHOE, [['580 Super N', 2016, 2025]]],
  ],
  Volvo: [
    [EX, [['EC220E', 2016, 2025]]],
    [WHEEL, [['L60H', 2017, 2025]]],
  ],
  Hitachi: [[EX, [['ZX210LC-6', 2017, 2025]]]],
  JCB: [
    [BACKHOE, [['3CX', 2016, 2025]]],
    [TELEHANDLER, [['507-42', 2018, 2025]]],
  ],
  Takeuchi: [
    [MINI, [['TB240', 2018, 2025]]],
    [CTL, [['TL12V2', 2017, 2025]]],
  ],
  Develon: [[EX, [['DX225LC-7', 2023, 2025]]]],
  Kobelco: [[EX, [['SK210LC-11', 2019, 2025]]]],
  Hyundai: [[EX, [['HX220AL', 2019, 2025]]]],
  Liebherr: [[WHEEL, [['L 538', 2018, 2024]]]],
  JLG: [
    [
      TELEHANDLER,
      [
        ['1055', 2014, 2025],
        ['943', 2016, 2025],
      ],
    ],
    [
      SCISSOR,
      [
        ['2632ES', 2014, 2025],
        ['1930ES', 2016, 2025],
      ],
    ],
    [
      TELEBOOM,
      [
        ['600S', 2014, 2025],
        ['860SJ', 2017, 2025],
      ],
    ],
    [ARTBOOM, [['450AJ', 2016, 2025]]],
  ],
  Genie: [
    [TELEHANDLER, [['GTH-5519', 2014, 2025]]],
    [
      SCISSOR,
      [
        ['GS-1930', 2014, 2025],
        ['GS-2646', 2016, 2025],
      ],
    ],
    [
      TELEBOOM,
      [
        ['S-65', 2014, 2025, ['XC']],
        ['S-85', 2017, 2025],
      ],
    ],
    [ARTBOOM, [['Z-45/25J', 2015, 2025]]],
  ],
  Skyjack: [
    [
      SCISSOR,
      [
        ['SJIII 3219', 2014, 2025],
        ['SJ4632', 2017, 2025],
      ],
    ],
  ],
  SkyTrak: [
    [
      TELEHANDLER,
      [
        ['10054', 2014, 2025],
        ['8042', 2016, 2025],
      ],
    ],
  ],
  Haulotte: [[SCISSOR, [['Compact 12', 2018, 2025]]]],
  Snorkel: [[SCISSOR, [['S3219E', 2019, 2025]]]],
  Ford: [
    [
      PICKUP,
      [
        ['F-150', 2014, 2025, ['XL', 'XLT']],
        ['F-250 Super Duty', 2014, 2025, ['XL']],
      ],
    ],
    [SERVICE, [['F-550 Super Duty', 2017, 2025]]],
  ],
  Chevrolet: [
    [
      PICKUP,
      [
        ['Silverado 1500', 2016, 2025],
        ['Silverado 2500HD', 2014, 2025, ['WT']],
      ],
    ],
  ],
  Ram: [
    [
      PICKUP,
      [
        ['1500', 2016, 2025],
        ['2500', 2014, 2025, ['Tradesman']],
      ],
    ],
  ],
  GMC: [[PICKUP, [['Sierra 2500HD', 2017, 2025]]]],
  Toyota: [
    [
      PICKUP,
      [
        ['Tundra', 2017, 2025],
        ['Tacoma', 2018, 2025],
      ],
    ],
  ],
  Mack: [
    [DUMP, [['Granite', 2014, 2025]]],
    [TRACTOR, [['Anthem', 2019, 2025]]],
  ],
  Peterbilt: [
    [DUMP, [['567', 2014, 2025]]],
    [
      TRACTOR,
      [
        ['389', 2014, 2025],
        ['579', 2017, 2025],
      ],
    ],
  ],
  Kenworth: [
    [DUMP, [['T880', 2014, 2025]]],
    [
      TRACTOR,
      [
        ['W990', 2014, 2025],
        ['T680', 2017, 2025],
      ],
    ],
  ],
  Freightliner: [
    [DUMP, [['114SD', 2016, 2025]]],
    [TRACTOR, [['Cascadia', 2018, 2025]]],
  ],
  International: [[DUMP, [['HV507', 2019, 2025]]]],
  'Western Star': [[DUMP, [['47X', 2021, 2025]]]],
  Isuzu: [[SERVICE, [['NPR-HD', 2018, 2025]]]],
  Hino: [[SERVICE, [['L6', 2021, 2025]]]],
  Felling: [[TRAILER, [['FT-50', 2014, 2025]]]],
  'Big Tex': [
    [GOOSENECK, [['14GN', 2014, 2025]]],
    [TRAILER, [['14ET', 2016, 2025]]],
  ],
  'Trail King': [[LOWBOY, [['TK70', 2014, 2025]]]],
  Generac: [
    [LIGHT, [['MLT6SMD', 2014, 2025]]],
    [GENERATOR, [['MDG75DF4', 2018, 2025]]],
  ],
  'Wacker Neuson': [
    [LIGHT, [['LTV6', 2014, 2025]]],
    [
      PLATE,
      [
        ['VP1550AW', 2014, 2025],
        ['BPU 3050A', 2017, 2025],
      ],
    ],
  ],
  'Atlas Copco': [[GENERATOR, [['QAS 60', 2018, 2025]]]],
  Multiquip: [[PLATE, [['MVC88VTHW', 2016, 2025]]]],
  Bomag: [[ROLLER, [['BW 211 D-5', 2016, 2025]]]],
  Hamm: [[ROLLER, [['HD 12 VV', 2017, 2025]]]],
  'Werk-Brau': [[BUCKET, [['36in Digging Bucket', 2014, 2025]]]],
};
