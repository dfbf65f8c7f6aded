import { Alert, Button, Group, Text } from '@mantine/core';

/** spec 1 §8: every camera window error is shown with Retry. */
export function ErrorLine({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" p="xs" role="alert">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
