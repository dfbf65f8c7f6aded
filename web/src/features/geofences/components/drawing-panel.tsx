import {
  NEW_GEOFENCE_DETAILS,
  detailsOf,
  type GeofenceDrawing,
} from '../hooks/use-geofence-drawing';
import { GeofenceEditor } from './geofence-editor';

/** The form beside the map while a geofence is drawn or changed. */
export function DrawingPanel({ drawing }: { drawing: GeofenceDrawing }) {
  const { session } = drawing;
  if (!session) return null;
  const { geofence } = session;
  return (
    <GeofenceEditor
      // A new geofence or another one starts a new form.
      key={geofence ? `edit-${geofence.geofence_id}` : 'new'}
      title={geofence ? `Change ${geofence.name}` : 'New geofence'}
      initialValues={geofence ? detailsOf(geofence) : NEW_GEOFENCE_DETAILS}
      {...(geofence
        ? {}
        : {
            tool: {
              value: session.tool,
              onChange: drawing.setTool,
              hasShape: session.shape !== null,
            },
          })}
      shapeProblem={drawing.shapeProblem}
      canSave={geofence !== null || session.shape !== null}
      isPending={drawing.isPending}
      onSave={drawing.save}
      onCancel={drawing.cancel}
    />
  );
}
