import type { EventBus } from '../platform/events';
import { buildGeofenceIndex, type GeofenceIndex } from './geofences/geofence-index';
import { storedShapeOf } from './geofences/geofence-shape';

export interface GeofenceHit {
  geofence_id: number;
  name: string;
}

export interface GeofenceRegistry {
  /** The company's geofences containing the point, by id ascending. */
  containing(companyId: number, longitude: number, latitude: number): GeofenceHit[];
  /** The names of the company's geofences by id (those `containing` can answer). */
  names(companyId: number): ReadonlyMap<number, string>;
  reload(): Promise<void>;
  close(): void;
}

/** A geofence as stored; `shape` is checked here before it enters the index. */
export interface ActiveGeofence {
  geofenceId: number;
  companyId: number;
  name: string;
  shape: unknown;
}

/** Every active geofence of every company, read again whenever geofences change. */
export type ActiveGeofencesLookup = () => Promise<ActiveGeofence[]>;

const NO_NAMES: ReadonlyMap<number, string> = new Map();

interface CompanyIndex {
  index: GeofenceIndex;
  names: Map<number, string>;
}

/**
 * One spatial index per company, built from the database at start and rebuilt when a company's
 * geofences change (DESIGN §3: every position is checked against them).
 */
export async function createGeofenceRegistry(
  listActiveGeofences: ActiveGeofencesLookup,
  bus: EventBus,
): Promise<GeofenceRegistry> {
  let byCompany = new Map<number, CompanyIndex>();
  const reload = async (): Promise<void> => {
    const rows = await listActiveGeofences();
    const grouped = new Map<number, ActiveGeofence[]>();
    for (const row of rows) {
      const list = grouped.get(row.companyId) ?? [];
      list.push(row);
      grouped.set(row.companyId, list);
    }
    const next = new Map<number, CompanyIndex>();
    for (const [companyId, list] of grouped) {
      const shapes = list.flatMap((row) => {
        const shape = storedShapeOf(row.shape);
        return shape ? [{ geofenceId: row.geofenceId, name: row.name, shape }] : [];
      });
      next.set(companyId, {
        index: buildGeofenceIndex(shapes),
        names: new Map(list.map((row) => [row.geofenceId, row.name])),
      });
    }
    byCompany = next;
  };
  await reload();
  const unsubscribe = bus.subscribe('geofences.changed', () => {
    reload().catch((error: unknown) => console.error('geofence reload failed:', error));
  });
  return {
    containing(companyId, longitude, latitude) {
      const company = byCompany.get(companyId);
      if (!company) return [];
      return company.index
        .containing(longitude, latitude)
        .map((id) => ({ geofence_id: id, name: company.names.get(id) ?? '' }));
    },
    names: (companyId) => byCompany.get(companyId)?.names ?? NO_NAMES,
    reload,
    close: unsubscribe,
  };
}
