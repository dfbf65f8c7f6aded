import type { ReactNode } from 'react';
import { MantineProvider, createTheme } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { TOAST_MS } from '@fleet/domain';
import { createQueryClient } from '../lib/query-client';
import { AuthProvider } from './auth/auth-provider';

const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
});

// One client for the app's lifetime (DESIGN §4).
const queryClient = createQueryClient();

export function Providers({ children }: { children: ReactNode }) {
  return (
    // Every theme variable, default ones included: the page carries the code that makes them
    // anyway, so Mantine's file of the defaults (2.8 KB on the wire) is not sent (issue 9).
    <MantineProvider theme={theme} defaultColorScheme="light" deduplicateCssVariables={false}>
      <Notifications position="top-right" autoClose={TOAST_MS.default} />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
