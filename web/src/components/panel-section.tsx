import type { ReactNode } from 'react';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';

interface PlainSectionProps {
  title: string;
  children: ReactNode;
}

interface LoadedSectionProps<T> {
  title: string;
  /** The call the section shows: a skeleton while pending, a line and Try again if it failed. */
  query: UseQueryResult<T>;
  /** Says what could not be loaded: "Tracker health could not be loaded." */
  errorText: string;
  /** Lines of the skeleton: about as many as the data shows, so the panel does not jump. */
  skeletonLines?: number;
  children: (data: T) => ReactNode;
}

export type PanelSectionProps<T> = PlainSectionProps | LoadedSectionProps<T>;

/**
 * A titled block of a card or a side panel. Given a query, it shows the three states of a load
 * the same way everywhere: a skeleton, an error line with Try again, then the data.
 */
export function PanelSection<T>(props: PanelSectionProps<T>) {
  return (
    <Stack gap={8} component="section" aria-label={props.title}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.4}>
        {props.title}
      </Text>
      {'query' in props ? <LoadedBody {...props} /> : props.children}
    </Stack>
  );
}

// Skeleton lines a little shorter each, as label-and-value lines look.
const SKELETON_WIDTHS = ['70%', '60%', '65%', '50%'];

function LoadedBody<T>({ query, errorText, skeletonLines = 2, children }: LoadedSectionProps<T>) {
  if (query.isPending) {
    return (
      <Stack gap={8} aria-busy="true" aria-label="Loading">
        {Array.from({ length: skeletonLines }, (_, line) => (
          <Skeleton key={line} h={14} w={SKELETON_WIDTHS[line % SKELETON_WIDTHS.length]} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {errorText}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          Try again
        </Button>
      </Group>
    );
  }
  return children(query.data);
}
