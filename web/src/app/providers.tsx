import type { ReactNode } from 'react';
import { MantineProvider, createTheme } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { AuthProvider } from './auth/auth-provider';
import { Toasts } from './toasts';

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
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
