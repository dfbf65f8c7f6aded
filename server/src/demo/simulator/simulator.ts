import { DEMO_PLACES } from '../fleet/places';
import { hasLostGpsLock, isSilentTracker } from '../fleet/behaviour';
import { planDemoFleet } from '../fleet/plan';
import { pick, scatter, seededRandom } from '../fleet/random';
import { along, bearing, milesBetween, type Point } from './geo';
import type { SimulatedAsset } from './vehicle-state';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const MPH_PER_KNOT = 1.150779;
/** How often a tracker reports, by what it is doing (real trackers report faster on the move). */
const REPORT_EVERY = { moving: 5 * SECOND, engineOn: 30 * SECOND, parked: 10 * MINUTE };
const SPEEDING_MPH = 78;
const CONCURRENT_REQUESTS = 32;

export interface SimulatorOptions {
  /** The gateway, e.g. http://127.0.0.1:5055 */
  gatewayUrl: string;
  /** Where each tracker is now (from the database); trackers not listed start at home. */
  startAt?: Map<string, Point>;
  tickMs?: number;
  log?: (message: string) => void;
}

function randomBetween(random: () => number, min: number, max: number): number {
  return min + random() * (max - min);
}

/**
 * Drives the demo trackers through the real gateway port, as their devices would: trucks idle,
 * drive between yards and jobsites (now and then too fast), lowboys haul machines, machines work
 * on site, a few trackers stay silent. Straight lines between places: a demo, not a router.
 */
export function startSimulator(options: SimulatorOptions): { stop(): Promise<void> } {
  const random = seededRandom(Date.now() % 1_000_000);
  const log = options.log ?? (() => {});
  const now0 = Date.now();
  const assets = new Map<string, SimulatedAsset>();
  for (const plan of planDemoFleet()) {
    if (!plan.trackerSerial) continue;
    const position = options.startAt?.get(plan.trackerSerial) ?? plan;
    const isLive = !isSilentTracker(plan) && !hasLostGpsLock(plan);
    assets.set(plan.trackerSerial, {
      serial: plan.trackerSerial,
      drives: plan.kind.drives,
      works: plan.kind.assetKind === 'equipment' || plan.kind.assetKind === 'small tool',
      isHauler: plan.kind.className === 'Lowboy Tractor',
      home: { latitude: plan.latitude, longitude: plan.longitude },
      position: { latitude: position.latitude, longitude: position.longitude },
      heading: Math.floor(random() * 360),
      odometerMiles: 20_000 + Math.round(random() * 80_000),
      engineHours: Math.round(random() * 4000),
      fuel: 40 + random() * 60,
      battery: 60 + random() * 40,
      activity: isLive ? firstActivity(plan.kind, now0) : { kind: 'silent' },
      nextReportAt: now0 + random() * 10 * SECOND,
    });
  }

  /** A fleet caught mid-morning: some trucks already idling to leave, some machines at work. */
  function firstActivity(
    kind: { drives: boolean; assetKind: string },
    now: number,
  ): SimulatedAsset['activity'] {
    const roll = random();
    const drives = kind.drives;
    if (drives && roll < 0.15)
      return { kind: 'idling', until: now + random() * MINUTE, then: 'drive' };
    if (kind.assetKind === 'equipment' && roll < 0.3) {
      return { kind: 'working', until: now + randomBetween(random, 5, 40) * MINUTE };
    }
    return { kind: 'parked', until: now + random() * (drives ? 6 : 30) * MINUTE };
  }

  const destination = (from: Point): Point => {
    const place = pick(random, DEMO_PLACES);
    // Stay in the region: long hauls across the state would leave the map empty.
    const target = milesBetween(from, place) > 60 ? pick(random, DEMO_PLACES.slice(4, 12)) : place;
    return scatter(random, target.latitude, target.longitude, 150);
  };

  const loadCargo = (hauler: SimulatedAsset): string[] => {
    for (const other of assets.values()) {
      if (other.drives || other.activity.kind !== 'parked') continue;
      if (milesBetween(other.position, hauler.position) > 0.5) continue;
      // Some operators leave the engine on while hauled (spec 2 §3 trip type 4).
      other.activity = { kind: 'riding', on: hauler.serial, ignition: random() < 0.3 };
      return [other.serial];
    }
    return [];
  };

  /** Advances one asset to `now`; returns the report to send, or null. */
  const step = (asset: SimulatedAsset, now: number): URLSearchParams | null => {
    const activity = asset.activity;
    let mph = 0;
    let ignition = false;
    switch (activity.kind) {
      case 'silent':
        return null;
      case 'parked':
        if (now >= activity.until) {
          asset.activity = asset.drives
            ? { kind: 'idling', until: now + randomBetween(random, 1, 6) * MINUTE, then: 'drive' }
            : asset.works && random() < 0.6
              ? { kind: 'working', until: now + randomBetween(random, 5, 40) * MINUTE }
              : { kind: 'parked', until: now + randomBetween(random, 10, 60) * MINUTE };
        }
        break;
      case 'idling':
        ignition = true;
        if (now >= activity.until) {
          if (activity.then === 'drive') {
            const to = destination(asset.position);
            asset.activity = {
              kind: 'driving',
              from: asset.position,
              to,
              startedAt: now,
              mph: randomBetween(random, 32, 58),
              cargo: asset.isHauler ? loadCargo(asset) : [],
            };
          } else {
            ignition = false;
            asset.activity = { kind: 'parked', until: now + randomBetween(random, 5, 45) * MINUTE };
          }
        }
        break;
      case 'working':
        ignition = true;
        mph = random() < 0.3 ? randomBetween(random, 1, 2.5) : 0;
        asset.engineHours += REPORT_EVERY.engineOn / 3_600_000;
        if (now >= activity.until) {
          asset.activity = { kind: 'parked', until: now + randomBetween(random, 10, 90) * MINUTE };
          ignition = false;
          mph = 0;
        }
        break;
      case 'driving': {
        ignition = true;
        const total = milesBetween(activity.from, activity.to);
        const travelled = ((now - activity.startedAt) / 3_600_000) * activity.mph;
        const previous = asset.position;
        if (travelled >= total) {
          asset.position = activity.to;
          for (const serial of activity.cargo) {
            const cargo = assets.get(serial);
            if (!cargo) continue;
            cargo.position = scatter(random, activity.to.latitude, activity.to.longitude, 60);
            cargo.activity = { kind: 'parked', until: now + randomBetween(random, 5, 30) * MINUTE };
            cargo.nextReportAt = now;
          }
          asset.activity = {
            kind: 'idling',
            until: now + randomBetween(random, 1, 4) * MINUTE,
            then: 'park',
          };
        } else {
          asset.position = along(activity.from, activity.to, travelled / total);
          mph = random() < 0.04 ? SPEEDING_MPH : activity.mph + randomBetween(random, -4, 4);
          asset.heading = bearing(activity.from, activity.to);
        }
        asset.odometerMiles += milesBetween(previous, asset.position);
        asset.fuel = Math.max(5, asset.fuel - 0.02);
        break;
      }
      case 'riding': {
        const hauler = assets.get(activity.on);
        if (!hauler || hauler.activity.kind !== 'driving') {
          asset.activity = { kind: 'parked', until: now + 10 * MINUTE };
          break;
        }
        asset.position = hauler.position;
        asset.heading = hauler.heading;
        ignition = activity.ignition;
        mph = hauler.activity.mph;
        break;
      }
    }
    const kind = asset.activity.kind;
    asset.nextReportAt =
      now +
      (kind === 'driving' || kind === 'riding'
        ? REPORT_EVERY.moving
        : kind === 'idling' || kind === 'working'
          ? REPORT_EVERY.engineOn
          : REPORT_EVERY.parked);
    asset.battery = Math.max(10, asset.battery - 0.01);
    const params = new URLSearchParams({
      id: asset.serial,
      timestamp: String(Math.floor(now / 1000)),
      lat: asset.position.latitude.toFixed(6),
      lon: asset.position.longitude.toFixed(6),
      speed: (mph / MPH_PER_KNOT).toFixed(2),
      bearing: asset.heading.toFixed(0),
      ignition: String(ignition),
      batt: asset.battery.toFixed(0),
    });
    // Engine readings as OBD trackers name them, so the card's Status tab moves with the engine.
    params.set('power', ignition ? '13.9' : '12.5');
    if (ignition) {
      params.set('rpm', String(mph > 0 ? 1200 + Math.round(mph * 15) : 750));
      params.set('coolantTemp', '88');
    }
    if (asset.drives) {
      params.set('odometer', (asset.odometerMiles * 1609.344).toFixed(0));
      params.set('fuel', asset.fuel.toFixed(0));
    } else {
      params.set('hours', asset.engineHours.toFixed(1));
    }
    return params;
  };

  let sent = 0;
  let failed = 0;
  let running: Promise<void> | undefined;
  const tick = async (): Promise<void> => {
    const now = Date.now();
    const due: URLSearchParams[] = [];
    for (const asset of assets.values()) {
      if (asset.nextReportAt > now) continue;
      const report = step(asset, now);
      if (report) due.push(report);
    }
    for (let i = 0; i < due.length; i += CONCURRENT_REQUESTS) {
      const results = await Promise.allSettled(
        due
          .slice(i, i + CONCURRENT_REQUESTS)
          .map((params) => fetch(`${options.gatewayUrl}/?${params.toString()}`)),
      );
      for (const result of results) {
        if (result.status === 'fulfilled' && result.value.ok) sent += 1;
        else failed += 1;
      }
    }
  };
  const timer = setInterval(() => {
    running ??= tick()
      .catch((error: unknown) => log(`simulator: ${String(error)}`))
      .finally(() => {
        running = undefined;
      });
  }, options.tickMs ?? SECOND);
  log(`simulator: driving ${assets.size} demo trackers through ${options.gatewayUrl}`);

  return {
    async stop() {
      clearInterval(timer);
      await running;
      log(`simulator: stopped after ${sent} reports (${failed} refused)`);
    },
  };
}
