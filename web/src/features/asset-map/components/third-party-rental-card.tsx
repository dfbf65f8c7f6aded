import { Badge, Paper, ScrollArea, Stack, Text } from '@mantine/core';

import { rentalStatusName } from '@fleet/domain';
import { PanelSection } from '../../../components/panel-section';
import { DAY_FORMAT, formatInTimeZone } from '../../../lib/company-days';
import { useVendorNames } from '../../../lib/vendor-names';
import { useThirdPartyRental } from '../api/get-third-party-rental';
import classes from './asset-map.module.css';
import { CardTitleRow, Fact } from './asset-card/card-parts';

/** spec 1 §2 /assets/all/third-party-rentals/{id}/details: the third-party rental's details. */
export function ThirdPartyRentalCard({
  thirdPartyRentalId,
  timeZone,
  onCollapse,
}: {
  thirdPartyRentalId: number;
  timeZone: string;
  onCollapse: () => void;
}) {
  const rental = useThirdPartyRental(thirdPartyRentalId);
  const vendors = useVendorNames();
  const day = (iso: string | null) => formatInTimeZone(iso, timeZone, DAY_FORMAT);
  const name =
    rental.data?.third_party_asset.custom_name ?? `Third-party rental ${thirdPartyRentalId}`;
  return (
    <Paper
      className={classes.card}
      shadow="xl"
      radius="md"
      withBorder
      aria-label={`${name} details`}
    >
      <Stack
        gap={6}
        p="md"
        pb="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <CardTitleRow title={name} collapseLabel="Collapse rental card" onCollapse={onCollapse} />
        <Badge variant="light" color="grape" tt="none" w="fit-content">
          Third-party rental
        </Badge>
      </Stack>
      <ScrollArea flex={1} type="auto">
        <Stack gap="lg" p="md">
          <PanelSection
            title="Details"
            query={rental}
            errorText="The third-party rental could not be loaded."
            skeletonLines={6}
          >
            {(data) => (
              <Stack gap={6} data-testid="third-party-details">
                <Fact label="Asset" value={data.third_party_asset.custom_name} />
                <Fact label="Class" value={data.third_party_asset.equipment_class?.name ?? null} />
                <Fact label="Vendor" value={vendors.data?.get(data.vendor_id) ?? null} />
                <Fact label="Start" value={day(data.start_date)} />
                <Fact label="End" value={day(data.end_date)} />
                <Fact label="Status" value={rentalStatusName(data.rental_status_id)} />
                <Fact label="Location" value={data.third_party_asset.location?.nickname ?? null} />
              </Stack>
            )}
          </PanelSection>
          {rental.isError && (
            <Text size="sm" c="dimmed">
              It may have been removed, or belong to another company.
            </Text>
          )}
        </Stack>
      </ScrollArea>
    </Paper>
  );
}
