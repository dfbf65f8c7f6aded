import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { MESSAGES } from '@fleet/domain';

export function UnauthorizedPage() {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconLock size={30} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={26} mt="sm">
          {MESSAGES.unauthorizedPageTitle}
        </Title>
        <Text c="dimmed">{MESSAGES.unauthorizedPageSubtitle}</Text>
      </Stack>
    </Center>
  );
}
