import { useMemo, useState } from 'react';
import { ActionIcon, Box, Button, Group as Row, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconEye, IconPencil, IconPlus, IconShape, IconTrash } from '@tabler/icons-react';
import { GEOFENCE_MESSAGES, mayManageGeofences, type GeofenceDto } from '@fleet/domain';
import { DataTable } from '../../../components/data-table/data-table';
import { PageHeader } from '../../../components/page-header';
import { useAccess } from '../../../lib/access-provider';
import { useGeofence, useGeofenceList } from '../api/geofences';
import { geofenceColumns } from '../components/geofence-columns';
import { DeleteGeofenceDialog, RenameGeofenceModal } from '../components/geofence-dialogs';
import { GeofenceMap } from '../components/geofence-map';
import { InsidePanel } from '../components/inside-panel';
import { useGeofenceDrawing } from '../hooks/use-geofence-drawing';
import { DrawingPanel } from '../components/drawing-panel';

const getRowId = (geofence: GeofenceDto) => String(geofence.geofence_id);

/**
 * Geofences (spec 1 §2, always in the navigation; docs/GEOFENCES.md): the company's geofences
 * in the shared table beside a map. Clicking one shows it and the assets inside it; admins,
 * managers and operations users draw new ones (an outline or a circle), change their shape and
 * details, rename and delete them.
 */
export function GeofencesPage() {
  const { ctx, session } = useAccess();
  const canManage = mayManageGeofences(ctx.securityLevelId, ctx.readOnly);
  const list = useGeofenceList(session.userId);
  const geofences = useMemo(() => list.data ?? [], [list.data]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [renaming, setRenaming] = useState<GeofenceDto | null>(null);
  const [deleting, setDeleting] = useState<GeofenceDto | null>(null);
  const selected = geofences.find((g) => g.geofence_id === selectedId) ?? null;
  const selectedDetail = useGeofence(selected?.geofence_id ?? null);
  const drawing = useGeofenceDrawing({ onSaved: setSelectedId });
  const columns = useMemo(() => geofenceColumns((g) => setSelectedId(g.geofence_id)), []);

  return (
    <Stack gap="md" h="100%">
      <Row justify="space-between" align="flex-start" wrap="nowrap">
        <PageHeader
          title="Geofences"
          description="Areas on the map: yards, jobsites and any other place. Each counts the assets inside it now; alerts on entering or leaving are set per geofence."
        />
        {canManage && !drawing.session && (
          <Button leftSection={<IconPlus size={16} />} onClick={drawing.startNew}>
            Draw geofence
          </Button>
        )}
      </Row>
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(520px, 1.3fr) minmax(360px, 1fr)',
          gap: 'var(--mantine-spacing-md)',
          minHeight: 560,
          height: 'calc(100vh - 170px)',
        }}
      >
        <Stack gap="md" style={{ minHeight: 0, overflow: 'auto' }}>
          {drawing.session && <DrawingPanel drawing={drawing} />}
          {!drawing.session && selected && (
            <InsidePanel geofence={selected} onClose={() => setSelectedId(null)} />
          )}
          <DataTable
            label="Geofences"
            columns={columns}
            data={geofences}
            getRowId={getRowId}
            rowAttributes={(g) => ({
              'data-selected': String(g.geofence_id === selectedId),
            })}
            rowActions={(geofence) => (
              <GeofenceActions
                geofence={geofence}
                canManage={canManage && !drawing.session}
                onShow={(g) => setSelectedId(g.geofence_id)}
                onEdit={(g) => {
                  setSelectedId(g.geofence_id);
                  drawing.startEdit(g);
                }}
                onRename={setRenaming}
                onDelete={setDeleting}
              />
            )}
            isLoading={list.isPending}
            failure={
              list.isError
                ? { message: GEOFENCE_MESSAGES.fetchFailed, onRetry: () => void list.refetch() }
                : null
            }
            empty={
              <Text c="dimmed">
                No geofences yet.{canManage ? ' Draw one around a yard or a jobsite.' : ''}
              </Text>
            }
            summary={
              list.data && (
                <Text size="sm" c="dimmed">
                  {list.data.length === 1 ? '1 geofence' : `${list.data.length} geofences`}
                </Text>
              )
            }
            minWidth={500}
          />
        </Stack>
        <Box
          style={{
            position: 'relative',
            minHeight: 0,
            borderRadius: 'var(--mantine-radius-md)',
            overflow: 'hidden',
          }}
        >
          <GeofenceMap
            geofences={geofences}
            selected={selected}
            selectedDetail={drawing.session ? undefined : selectedDetail.data}
            drawing={drawing.session?.start ?? null}
            editedId={drawing.session?.geofence?.geofence_id ?? null}
            onShape={drawing.onShape}
          />
        </Box>
      </Box>
      <RenameGeofenceModal geofence={renaming} onClose={() => setRenaming(null)} />
      <DeleteGeofenceDialog
        geofence={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => setSelectedId((current) => (current === id ? null : current))}
      />
    </Stack>
  );
}

interface GeofenceActionsProps {
  geofence: GeofenceDto;
  canManage: boolean;
  onShow: (geofence: GeofenceDto) => void;
  onEdit: (geofence: GeofenceDto) => void;
  onRename: (geofence: GeofenceDto) => void;
  onDelete: (geofence: GeofenceDto) => void;
}

function GeofenceActions({
  geofence,
  canManage,
  onShow,
  onEdit,
  onRename,
  onDelete,
}: GeofenceActionsProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${geofence.name}`}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEye size={14} />} onClick={() => onShow(geofence)}>
          Show on map
        </Menu.Item>
        {canManage && (
          <>
            <Menu.Item leftSection={<IconShape size={14} />} onClick={() => onEdit(geofence)}>
              Edit shape and details
            </Menu.Item>
            <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onRename(geofence)}>
              Rename
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => onDelete(geofence)}
            >
              Delete
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
