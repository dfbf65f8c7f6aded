import type { ReactNode } from 'react';
import { Alert, Button, Center, Group, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { AccessProvider } from '../../lib/access-provider';
import { FullPageLoader } from '../../components/full-page-loader';
import { useLoadAccess } from './use-load-access';
import { useAuth } from './auth-provider';

/** Holds the signed-in app back until the user's access is known (nav and guards need it). */
export function AccessGate({ children }: { children: ReactNode }) {
  const state = useLoadAccess();
  const { signOut } = useAuth();

  if (state.status === 'pending') return <FullPageLoader />;
  if (state.status === 'error') {
    return (
      <Center h="100vh" p="md">
        <Stack maw={420}>
          <Alert color="red" icon={<IconAlertTriangle />} title="Your account could not be loaded">
            {state.error instanceof Error ? state.error.message : 'Please try again.'}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void signOut()}>
              Sign out
            </Button>
            <Button onClick={state.retry}>Try again</Button>
          </Group>
        </Stack>
      </Center>
    );
  }
  return <AccessProvider value={state.access}>{children}</AccessProvider>;
}
