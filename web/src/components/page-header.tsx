import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

/** A page's <h1> and the line under it. */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz={28}>
        {title}
      </Title>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
}
