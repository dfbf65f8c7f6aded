import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { MantineProvider, type MantineThemeOverride } from '@mantine/core';

export interface TestRoot {
  /** The element the test's UI renders into (dialogs render outside it, in `document.body`). */
  readonly host: HTMLElement;
  /** Renders (or re-renders) the UI inside Mantine's provider, effects flushed. */
  render: (ui: ReactNode) => void;
}

/**
 * For component tests (`*.test.tsx` under `// @vitest-environment happy-dom`): a fresh React
 * root for each test, unmounted after it.
 */
export function createTestRoot(theme?: MantineThemeOverride): TestRoot {
  let root: Root | undefined;
  let host: HTMLElement | undefined;
  beforeAll(() => Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true));
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root?.unmount());
    host?.remove();
  });
  return {
    get host() {
      if (!host) throw new Error('Render inside a test');
      return host;
    },
    render: (ui) => {
      act(() => root?.render(<MantineProvider theme={theme}>{ui}</MantineProvider>));
    },
  };
}
