import type { ReactNode } from 'react';
import { Box, Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * The spec's flyout widths: an asset 30%, a product search 70%, a jobsite with its map 80%, and
 * 400px for the small forms that open over them (spec 2 §9 'Flyout width 400px by default').
 */
export type FlyoutSize = '30%' | '70%' | '80%' | '400px';

/** Below Mantine's `sm` breakpoint a share of the width is too narrow to use: all of it. */
const NARROW_SCREEN = '(max-width: 47.99em)';

export interface FlyoutProps {
  opened: boolean;
  /** Escape, the close button and a click on the page behind. */
  onClose: () => void;
  title: ReactNode;
  size: FlyoutSize;
  children: ReactNode;
  /** The buttons: stays at the bottom while the body scrolls (`DialogActions` fits here). */
  footer?: ReactNode;
}

/** The one right-hand panel over a page, for what needs more room than a dialog. */
export function Flyout({ opened, onClose, title, size, children, footer }: FlyoutProps) {
  const isNarrow = useMediaQuery(NARROW_SCREEN) ?? false;
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="right"
      size={isNarrow ? '100%' : size}
      // On the content itself: Drawer.Content's own `style` prop lands on the inner wrapper,
      // whose column direction then turned the width into a height.
      styles={{ content: { display: 'flex', flexDirection: 'column' } }}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
          <Drawer.Title fw={600} fz="lg">
            {title}
          </Drawer.Title>
          <Drawer.CloseButton aria-label="Close" />
        </Drawer.Header>
        <Drawer.Body style={{ flex: '1 0 auto' }} pt="md">
          {children}
        </Drawer.Body>
        {footer && (
          <Box
            p="md"
            bg="var(--mantine-color-body)"
            style={{
              position: 'sticky',
              bottom: 0,
              borderTop: '1px solid var(--mantine-color-gray-2)',
            }}
          >
            {footer}
          </Box>
        )}
      </Drawer.Content>
    </Drawer.Root>
  );
}
