import { Alert, Anchor, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCamera, IconHelpCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  describeAssignmentSource,
  operatorName,
  type Operator,
  type PendingOperator,
} from '@fleet/domain';
import { PanelSection } from '../../../../components/panel-section';
import { useAccess } from '../../../../lib/access-provider';
import { formatInTimeZone } from '../../../../lib/company-days';
import { useAssetDriver } from '../../api/get-asset-driver';
import { cameraTabPath, canOpenCamera, type CameraTab } from '../../model/operators';
import { AssignDriver } from './assign-driver';

interface DriverSectionProps {
  assetId: number;
  timeZone: string;
}

/**
 * spec 1 §2 "Driver": who runs the asset now, how they were assigned and since when, with the
 * 'Unidentified Driver' warning when a camera saw someone nobody has named (docs/OPERATORS.md).
 */
export function DriverSection({ assetId, timeZone }: DriverSectionProps) {
  const { ctx, user, company } = useAccess();
  // One call answers both the driver and the camera's unnamed sightings (docs/API.md).
  const panel = useAssetDriver(assetId);
  const camera = canOpenCamera({
    hasFleetCam: ctx.company.hasFleetCam,
    canAccessCamera: ctx.canAccessCamera,
  });
  const cameraPath = (tab?: CameraTab, driverId?: string | null) =>
    cameraTabPath({ companyId: company.company_id, email: user.email, driverId, tab });

  return (
    <PanelSection title="Driver" query={panel} errorText="The driver could not be loaded.">
      {({ current_operator: driver, pending_operators: [sighting] }) => (
        <Stack gap={8}>
          {sighting && (
            <UnidentifiedDriver
              sighting={sighting}
              timeZone={timeZone}
              cameraPath={camera ? cameraPath() : null}
            />
          )}
          {driver ? (
            <CurrentDriver
              driver={driver}
              timeZone={timeZone}
              cameraPath={camera && driver.fts_driver_id ? cameraPath : null}
            />
          ) : (
            <Text size="sm" c="dimmed">
              No driver assigned
            </Text>
          )}
          {!ctx.readOnly && <AssignDriver assetId={assetId} current={driver} />}
        </Stack>
      )}
    </PanelSection>
  );
}

function CurrentDriver({
  driver,
  timeZone,
  cameraPath,
}: {
  driver: Operator;
  timeZone: string;
  cameraPath: ((tab: CameraTab, driverId?: string | null) => string) | null;
}) {
  const assignment = driver.active_operator?.active_assignment;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} data-testid="driver-name">
        {operatorName(driver)}
      </Text>
      {assignment && (
        <Text size="xs" c="dimmed">
          {describeAssignmentSource(assignment.source, assignment.assigned_by_name)} · since{' '}
          {formatInTimeZone(assignment.date_assigned, timeZone)}
        </Text>
      )}
      {cameraPath && (
        <Group gap="md">
          <Anchor component={Link} to={cameraPath('analytics', driver.fts_driver_id)} size="xs">
            Driver score details
          </Anchor>
          <Anchor
            component={Link}
            to={cameraPath('coaching-center', driver.fts_driver_id)}
            size="xs"
          >
            Coaching center
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}

function UnidentifiedDriver({
  sighting,
  timeZone,
  cameraPath,
}: {
  sighting: PendingOperator;
  timeZone: string;
  cameraPath: string | null;
}) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={16} />}
      title="Unidentified Driver"
      p="xs"
    >
      <Stack gap={6}>
        <Text size="xs">
          The camera saw a driver it could not identify on{' '}
          {formatInTimeZone(sighting.event_date, timeZone)}.
        </Text>
        <Group gap="xs">
          {cameraPath && (
            <Button
              component={Link}
              to={cameraPath}
              size="compact-xs"
              variant="light"
              color="yellow"
              leftSection={<IconCamera size={12} />}
            >
              Open Camera Tab
            </Button>
          )}
          <Popover width={260} withArrow shadow="md">
            <Popover.Target>
              <Anchor component="button" type="button" size="xs">
                <Group gap={2} component="span">
                  <IconHelpCircle size={12} /> What is this?
                </Group>
              </Anchor>
            </Popover.Target>
            <Popover.Dropdown>
              <Text size="xs">
                A camera on this asset recorded a driver whose face matches none of your drivers.
                Name them in the Camera tab (driver behaviour): the warning goes away, and their
                trips and events are counted as theirs.
              </Text>
            </Popover.Dropdown>
          </Popover>
        </Group>
      </Stack>
    </Alert>
  );
}
