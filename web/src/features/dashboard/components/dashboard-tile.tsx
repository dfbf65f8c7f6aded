import { useId, type ReactNode } from 'react';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DASHBOARD_MESSAGES } from '@fleet/domain';
import { PanelSection } from '../../../components/panel-section';

export interface TileLink {
  to: string;
  label: string;
}

interface DashboardTileProps<T> {
  title: string;
  /** What the numbers cover ("Now", "Last 7 days"): the label of the tile's data section. */
  caption: string;
  /** The list behind the numbers; null when the user may not open it. */
  link: TileLink | null;
  /** Switches shown above the data, in every state, so they never jump. */
  controls?: ReactNode;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  /** About as many skeleton lines as the tile's data is tall. */
  skeletonLines?: number;
  children: (data: T) => ReactNode;
}

/**
 * One dashboard tile: a card with its title and link, and its call's loading, failure (the
 * dashboard's sentence with Try again), empty and data states through the kit's panel section.
 * While another window loads, the previous one stays, dimmed.
 */
export function DashboardTile<T>({
  title,
  caption,
  link,
  controls,
  query,
  isEmpty,
  emptyText,
  skeletonLines = 8,
  children,
}: DashboardTileProps<T>) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="baseline" wrap="nowrap" gap="sm">
          <Title order={2} fz="lg" id={titleId}>
            {title}
          </Title>
          {link && (
            <Anchor component={Link} to={link.to} size="sm" fw={500} style={{ flexShrink: 0 }}>
              <Group gap={4} wrap="nowrap">
                {link.label}
                <IconArrowRight size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
        </Group>
        {controls}
        <PanelSection
          title={caption}
          query={query}
          errorText={DASHBOARD_MESSAGES.loadFailed}
          skeletonLines={skeletonLines}
        >
          {(data) =>
            isEmpty(data) ? (
              <Text size="sm" c="dimmed" py="md">
                {emptyText}
              </Text>
            ) : (
              <Stack
                gap="md"
                style={{ opacity: query.isPlaceholderData ? 0.5 : 1, transition: 'opacity 150ms' }}
                aria-busy={query.isPlaceholderData}
              >
                {children(data)}
              </Stack>
            )
          }
        </PanelSection>
      </Stack>
    </Card>
  );
}
