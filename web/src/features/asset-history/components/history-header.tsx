import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type HistoryAsset } from '../api/get-history-asset';
import { formatDay } from '../model/dates';
import { assetPath } from '../model/routes';
import classes from './asset-history.module.css';
import { DateStepper } from './date-stepper';

interface HistoryHeaderProps {
  assetId: number;
  /** undefined while loading. */
  asset: HistoryAsset | undefined;
  date: string;
  today: string;
  onDateChange: (date: string) => void;
}

/** "2021 Ram 2500"; only what is known. */
function describeAsset(asset: HistoryAsset): string | null {
  const parts = [asset.year?.toString(), asset.make?.name, asset.model]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '');
  return parts.length > 0 ? parts.join(' ') : null;
}

export function HistoryHeader({ assetId, asset, date, today, onDateChange }: HistoryHeaderProps) {
  const description = asset ? describeAsset(asset) : null;
  return (
    <Group className={classes.header} justify="space-between" align="flex-end" gap="md">
      <Stack gap={2}>
        <Anchor component={Link} to={assetPath(assetId)} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            Back to asset
          </Group>
        </Anchor>
        {asset ? (
          <Title order={1} fz={24}>
            {asset.custom_name}
          </Title>
        ) : (
          <Skeleton h={30} w={180} my={2} />
        )}
        <Text size="sm" c="dimmed">
          {description ? `${description} · ` : ''}Trips on {formatDay(date)}
        </Text>
      </Stack>
      <DateStepper date={date} today={today} onChange={onDateChange} />
    </Group>
  );
}
