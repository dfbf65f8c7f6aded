import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type HistoryAsset } from '../api/get-history-asset';
import { type HistoryHeaderData } from '../api/get-history-header';
import { formatDay } from '../model/dates';
import { todayIn } from '../../../lib/company-days';
import { subjectPath, type HistorySubject } from '../model/routes';
import classes from './asset-history.module.css';
import { DateStepper } from './date-stepper';

interface HistoryHeaderProps {
  subject: HistorySubject;
  /** undefined while loading. */
  header: HistoryHeaderData | undefined;
  date: string;
  today: string;
  /** The company's: a rental's start day is told where the company is. */
  timeZone: string;
  onDateChange: (date: string) => void;
}

/** "2021 Ram 2500"; only what is known. */
function describeAsset(asset: HistoryAsset): string | null {
  const parts = [asset.year?.toString(), asset.make?.name, asset.model]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '');
  return parts.length > 0 ? parts.join(' ') : null;
}

/** "Rental #40 · On-rent since Nov 3, 2026": whose trips a rental's page shows. */
function describeRental(
  rental: NonNullable<HistoryHeaderData['rental']>,
  timeZone: string,
): string {
  const since = formatDay(todayIn(timeZone, Date.parse(rental.start_date)));
  return `Rental #${rental.rental_id} · ${rental.rental_status.name} from ${since}`;
}

export function HistoryHeader({
  subject,
  header,
  date,
  today,
  timeZone,
  onDateChange,
}: HistoryHeaderProps) {
  const asset = header?.asset;
  const description = asset ? describeAsset(asset) : null;
  return (
    <Group className={classes.header} justify="space-between" align="flex-end" gap="md">
      <Stack gap={2}>
        <Anchor component={Link} to={subjectPath(subject)} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            Back to {subject.kind}
          </Group>
        </Anchor>
        {asset ? (
          <Title order={1} fz={24}>
            {asset.custom_name}
          </Title>
        ) : (
          <Skeleton h={30} w={180} my={2} />
        )}
        {header?.rental && (
          <Text size="sm" fw={500}>
            {describeRental(header.rental, timeZone)}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {description ? `${description} · ` : ''}Trips on {formatDay(date)}
          {header?.rental ? ' while on this rental' : ''}
        </Text>
      </Stack>
      <DateStepper date={date} today={today} onChange={onDateChange} />
    </Group>
  );
}
