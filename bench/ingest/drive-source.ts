import { seededRandom, scatter } from '../../server/src/demo/fleet/random';
import { CENTRE, REGION_METERS } from './bench-fleet';

const KNOTS_PER_MPH = 1 / 1.150779;
const METERS_PER_SECOND_PER_MPH = 0.44704;
const METERS_PER_DEGREE = 111_320;

/** One tracker's vehicle between fixes: where it is, where it heads and how fast. */
interface Vehicle {
  latitude: number;
  longitude: number;
  /** Degrees clockwise from north. */
  bearing: number;
  mph: number;
  isEngineOn: boolean;
  /** Seconds (fixes) left before the driver does something else. */
  legSeconds: number;
}

/**
 * The next leg of a drive, as a fleet's day mixes them: most time on town roads, some on the
 * highway (above the bench's 55 mph speed rule, so speeding fires as it does in a real fleet),
 * some stopped with the engine idling, a little parked.
 */
function nextLeg(vehicle: Vehicle, random: () => number): void {
  const roll = random();
  if (roll < 0.1) {
    vehicle.mph = 0;
    vehicle.isEngineOn = true; // idling at a stop or a site
  } else if (roll < 0.15) {
    vehicle.mph = 0;
    vehicle.isEngineOn = false;
  } else if (roll < 0.3) {
    vehicle.mph = 50 + random() * 20;
    vehicle.isEngineOn = true;
  } else {
    vehicle.mph = 15 + random() * 30;
    vehicle.isEngineOn = true;
  }
  vehicle.bearing = (vehicle.bearing + (random() - 0.5) * 180 + 360) % 360;
  vehicle.legSeconds = 20 + Math.floor(random() * 100);
}

/** One second of driving; a vehicle that would leave the region turns back towards its centre. */
function drive(vehicle: Vehicle, random: () => number): void {
  vehicle.legSeconds -= 1;
  if (vehicle.legSeconds <= 0) nextLeg(vehicle, random);
  const meters = vehicle.mph * METERS_PER_SECOND_PER_MPH;
  if (meters === 0) return;
  const radians = (vehicle.bearing * Math.PI) / 180;
  const metersPerLonDegree = METERS_PER_DEGREE * Math.cos((vehicle.latitude * Math.PI) / 180);
  vehicle.latitude += (meters * Math.cos(radians)) / METERS_PER_DEGREE;
  vehicle.longitude += (meters * Math.sin(radians)) / metersPerLonDegree;
  const north = (vehicle.latitude - CENTRE.latitude) * METERS_PER_DEGREE;
  const east = (vehicle.longitude - CENTRE.longitude) * metersPerLonDegree;
  if (Math.hypot(north, east) > REGION_METERS) {
    vehicle.bearing = ((Math.atan2(-east, -north) * 180) / Math.PI + 360) % 360;
  }
}

/**
 * Fixes of trackers driving as vehicles do (the alerts benchmark's load): each fix is one second
 * after its tracker's last and where one second of driving at its speed takes it, so geofences
 * are entered and left at the rate a fleet crosses them. Every request is a new fix, in turn
 * over the trackers, as `fixSource` sends them.
 */
export function driveSource(serials: string[], seed = 12): () => string {
  const random = seededRandom(seed);
  const base = Math.floor(Date.now() / 1000) - 86_400;
  const vehicles = serials.map((): Vehicle => {
    const place = scatter(random, CENTRE.latitude, CENTRE.longitude, REGION_METERS);
    const vehicle = { ...place, bearing: random() * 360, mph: 0, isEngineOn: false, legSeconds: 0 };
    nextLeg(vehicle, random);
    // Legs out of step, so the fleet does not change what it does all at once.
    vehicle.legSeconds = 1 + Math.floor(random() * vehicle.legSeconds);
    return vehicle;
  });
  let n = 0;
  return (): string => {
    const i = n++;
    const vehicle = vehicles[i % vehicles.length];
    const serial = serials[i % serials.length];
    if (!vehicle || !serial) return '/?id=none';
    drive(vehicle, random);
    const step = Math.floor(i / serials.length);
    const knots = (vehicle.mph * KNOTS_PER_MPH).toFixed(2);
    return `/?id=${serial}&timestamp=${base + step}&lat=${vehicle.latitude.toFixed(6)}&lon=${vehicle.longitude.toFixed(6)}&speed=${knots}&ignition=${vehicle.isEngineOn}&bearing=${Math.round(vehicle.bearing)}`;
  };
}
