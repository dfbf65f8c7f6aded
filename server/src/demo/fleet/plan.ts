import { DEMO_KINDS, type DemoKind } from './catalogue';
import { DEMO_PLACES, type DemoPlace } from './places';
import { pick, scatter, seededRandom } from './random';

/** One demo asset as planned: shared by the seed (database) and the simulator (its tracker). */
export interface DemoAssetPlan {
  index: number;
  name: string;
  kind: DemoKind;
  make: string;
  model: string;
  year: number;
  serialNumber: string;
  vin: string | null;
  /** null: the "No tracker" case. */
  trackerSerial: string | null;
  home: DemoPlace;
  latitude: number;
  longitude: number;
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const SEED = 20_261_122;

function weightedPlace(random: () => number): DemoPlace {
  const total = DEMO_PLACES.reduce((sum, place) => sum + place.weight, 0);
  let target = random() * total;
  for (const place of DEMO_PLACES) {
    target -= place.weight;
    if (target <= 0) return place;
  }
  return pick(random, DEMO_PLACES);
}

/** The demo fleet of Demo Construction Co.: about 2,000 assets, the same every time. */
export function planDemoFleet(): DemoAssetPlan[] {
  const random = seededRandom(SEED);
  const plans: DemoAssetPlan[] = [];
  for (const kind of DEMO_KINDS) {
    for (let n = 1; n <= kind.count; n += 1) {
      const [make, model] = pick(random, kind.models);
      const home = weightedPlace(random);
      const spot = scatter(random, home.latitude, home.longitude, home.kind === 'yard' ? 120 : 250);
      const index = plans.length;
      const isTracked = random() >= kind.untrackedShare;
      plans.push({
        index,
        name: `${kind.namePrefix}-${String(n).padStart(4, '0')}`,
        kind,
        make,
        model,
        year: 2014 + Math.floor(random() * 12),
        serialNumber: `${make.slice(0, 3).toUpperCase()}${String(100_000 + index * 37).padStart(7, '0')}`,
        vin:
          kind.assetTypeId === 1 && kind.assetKind !== 'trailer'
            ? Array.from({ length: 17 }, () => pick(random, [...VIN_CHARS])).join('')
            : null,
        trackerSerial: isTracked ? `DEMO${String(index + 1).padStart(6, '0')}` : null,
        home,
        ...spot,
      });
    }
  }
  return plans;
}
