import { useCallback, useState } from 'react';
import {
  GEOFENCE_MESSAGES,
  geofenceShapeInput,
  type GeofenceDetails,
  type GeofenceDto,
  type GeofenceShapeInput,
} from '@fleet/domain';
import { showSuccessToast } from '../../../lib/toasts';
import { showSaveFailure } from '../components/save-failure';
import { useCreateGeofence, useUpdateGeofence } from '../api/geofences';
import type { DrawStart } from '../components/draw-tool';
import {
  drawnFeatureOf,
  shapeOfDrawnFeature,
  type DrawTool,
  type DrawnFeature,
} from '../model/drawn-shape';
import { geofenceChanges } from '../model/geofence-changes';

export interface DrawingSession {
  /** How the draw tool starts; a new object restarts it (another tool, another geofence). */
  start: DrawStart;
  /** The geofence being changed; null while drawing a new one. */
  geofence: GeofenceDto | null;
  tool: DrawTool;
  /** The shape as last drawn or edited on the map; null until then. */
  shape: GeofenceShapeInput | null;
}

export const NEW_GEOFENCE_DETAILS: GeofenceDetails = {
  name: '',
  geofence_type_id: 1,
  alert_enter: false,
  alert_exit: false,
  organization_ids: [],
};

export const detailsOf = (geofence: GeofenceDto): GeofenceDetails => ({
  name: geofence.name,
  geofence_type_id:
    geofence.geofence_type_id === 2 || geofence.geofence_type_id === 3
      ? geofence.geofence_type_id
      : 1,
  alert_enter: geofence.alert_enter,
  alert_exit: geofence.alert_exit,
  organization_ids: geofence.organization_ids ?? [],
});

/** The first sentence the shape rules have against the drawn shape, or null. */
function problemOf(shape: GeofenceShapeInput | null): string | null {
  if (!shape) return null;
  const checked = geofenceShapeInput.safeParse(shape);
  return checked.success
    ? null
    : (checked.error.issues[0]?.message ?? GEOFENCE_MESSAGES.saveFailed);
}

/**
 * Drawing a new geofence or changing one: the draw tool's start, the shape drawn, and saving
 * (POST for a new one; PATCH with only what changed, nothing at all when nothing did).
 */
export function useGeofenceDrawing({ onSaved }: { onSaved: (geofenceId: number) => void }) {
  const [session, setSession] = useState<DrawingSession | null>(null);
  const create = useCreateGeofence();
  const update = useUpdateGeofence();

  const startNew = useCallback(() => {
    setSession({
      start: { kind: 'new', tool: 'polygon' },
      geofence: null,
      tool: 'polygon',
      shape: null,
    });
  }, []);
  const startEdit = useCallback((geofence: GeofenceDto) => {
    setSession({
      start: { kind: 'edit', feature: (id) => drawnFeatureOf(geofence, id) },
      geofence,
      tool: geofence.circle ? 'circle' : 'polygon',
      shape: null,
    });
  }, []);
  const setTool = useCallback((tool: DrawTool) => {
    setSession((current) =>
      current && !current.geofence
        ? { ...current, tool, shape: null, start: { kind: 'new', tool } }
        : current,
    );
  }, []);
  const onShape = useCallback((feature: DrawnFeature) => {
    setSession((current) =>
      current ? { ...current, shape: shapeOfDrawnFeature(feature) } : current,
    );
  }, []);
  const cancel = useCallback(() => setSession(null), []);

  const save = (details: GeofenceDetails, showServerError: (error: unknown) => void) => {
    if (!session) return;
    const finish = (saved: GeofenceDto, message: string) => {
      showSuccessToast(message);
      setSession(null);
      onSaved(saved.geofence_id);
    };
    const { geofence, shape } = session;
    if (!geofence) {
      if (!shape) return;
      create.mutate(
        { ...details, shape },
        {
          onSuccess: (saved) => finish(saved, GEOFENCE_MESSAGES.added(saved.name)),
          onError: showSaveFailure(showServerError),
        },
      );
      return;
    }
    const body = geofenceChanges(geofence, details, shape);
    if (!body) return setSession(null);
    update.mutate(
      { geofenceId: geofence.geofence_id, body },
      {
        onSuccess: (saved) => finish(saved, GEOFENCE_MESSAGES.updated(saved.name)),
        onError: showSaveFailure(showServerError),
      },
    );
  };

  return {
    session,
    startNew,
    startEdit,
    setTool,
    onShape,
    cancel,
    save,
    shapeProblem: problemOf(session?.shape ?? null),
    isPending: create.isPending || update.isPending,
  };
}

export type GeofenceDrawing = ReturnType<typeof useGeofenceDrawing>;
