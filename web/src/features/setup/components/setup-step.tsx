import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ConfigurationStep, ConfigurationStepState } from '@fleet/domain';
import { SETUP_GUIDE } from '../model/setup-guide';
import { DefaultBranchPicker } from './default-branch-picker';

const STATE_LABEL: Record<ConfigurationStepState, { label: string; color: string }> = {
  COMPLETE: { label: 'Complete', color: 'green' },
  INCOMPLETE: { label: 'To do', color: 'blue' },
  UNAVAILABLE: { label: 'Not available yet', color: 'gray' },
};

const ICONS = { COMPLETE: IconCircleCheck, INCOMPLETE: IconCircleDashed, UNAVAILABLE: IconLock };

/** One configuration step: its state, what it means, and where it is done. */
export function SetupStep({
  step,
  number,
  state,
}: {
  step: ConfigurationStep;
  number: number;
  state: ConfigurationStepState;
}) {
  const guide = SETUP_GUIDE[step];
  const Icon = ICONS[state];
  const badge = STATE_LABEL[state];
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      aria-label={`${guide.title}: ${badge.label}`}
      data-state={state}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Icon
          size={28}
          color={`var(--mantine-color-${badge.color}-6)`}
          aria-hidden
          style={{ flexShrink: 0 }}
        />
        <Stack gap={4} style={{ flex: 1 }}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>
              {number}. {guide.title}
            </Text>
            <Badge color={badge.color} variant="light">
              {badge.label}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {state === 'UNAVAILABLE' && guide.unavailable ? guide.unavailable : guide.description}
          </Text>
          {guide.link && state !== 'UNAVAILABLE' && (
            <Anchor component={Link} to={guide.link.to} size="sm">
              {guide.link.label}
            </Anchor>
          )}
          {step === 'updateDefaultBranch' && state !== 'UNAVAILABLE' && <DefaultBranchPicker />}
        </Stack>
      </Group>
    </Paper>
  );
}
