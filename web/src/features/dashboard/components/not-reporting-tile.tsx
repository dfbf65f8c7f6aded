import { Anchor, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { DASHBOARD_MESSAGES, NOT_REPORTING_HOURS, type DashboardNotReporting } from '@fleet/domain';
import { formatInTimeZone } from '../../../lib/company-days';
import { useNow } from '../../../lib/hooks/use-now';
import { useDashboardNotReporting } from '../api/get-dashboard-not-reporting';
import { formatCount, formatLastHeard } from '../model/dashboard-format';
import { assetCardPath, SILENT_ASSETS_PATH } from '../model/dashboard-links';
import { DashboardTile } from './dashboard-tile';
import { TileStats } from './tile-stat';
import { TileTable } from './tile-table';

interface NotReportingTileProps {
  timeZone: string;
  /** The asset register is for admins and managers only. */
  canOpenAssets: boolean;
}

/** 6. Trackers not reporting: silent for a day or more, or never heard from at all. */
export function NotReportingTile({ timeZone, canOpenAssets }: NotReportingTileProps) {
  const query = useDashboardNotReporting();
  return (
    <DashboardTile
      title="Trackers not reporting"
      caption={`Silent for ${NOT_REPORTING_HOURS} hours or more`}
      link={canOpenAssets ? { to: SILENT_ASSETS_PATH, label: 'All not reporting' } : null}
      query={query}
      isEmpty={(data) => data.count === 0}
      emptyText={DASHBOARD_MESSAGES.allReporting}
    >
      {(data) => <NotReportingBody silent={data} timeZone={timeZone} />}
    </DashboardTile>
  );
}

function NotReportingBody({
  silent,
  timeZone,
}: {
  silent: DashboardNotReporting;
  timeZone: string;
}) {
  // "3 hrs ago" ages by the minute while the page stays open.
  const nowMs = useNow(60_000);
  return (
    <>
      <TileStats
        stats={[
          { label: 'Not reporting', value: formatCount(silent.count), color: 'red.7' },
          { label: 'Never reported', value: formatCount(silent.never_reported) },
        ]}
      />
      <TileTable
        label="Trackers not reporting"
        headers={['Asset', 'Last heard']}
        numeric={[1]}
        more={silent.count - silent.assets.length}
        rows={silent.assets.map((asset) => ({
          key: asset.asset_id,
          cells: [
            <Anchor component={Link} to={assetCardPath(asset.asset_id)} size="sm">
              {asset.name}
            </Anchor>,
            <Tooltip
              label={formatInTimeZone(asset.last_fix_time, timeZone) ?? 'No fix yet'}
              withArrow
            >
              <Text size="sm" span>
                {formatLastHeard(asset.last_fix_time, nowMs, timeZone)}
              </Text>
            </Tooltip>,
          ],
        }))}
      />
    </>
  );
}
