import { Button, Collapse, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { MapLegend } from '../../../lib/map/legend';
import classes from './asset-map.module.css';

/** The marker colours, bottom right; folds away to keep the map clear. */
export function LegendPanel() {
  const [isOpen, { toggle }] = useDisclosure(true);
  return (
    <Stack className={classes.overlay} style={{ right: 10, bottom: 24 }} gap={6} align="flex-end">
      <Collapse in={isOpen}>
        <MapLegend />
      </Collapse>
      <Button
        size="compact-xs"
        variant="white"
        color="dark"
        style={{ boxShadow: 'var(--mantine-shadow-sm)' }}
        rightSection={isOpen ? <IconChevronDown size={12} /> : <IconChevronUp size={12} />}
        onClick={toggle}
        aria-expanded={isOpen}
      >
        Legend
      </Button>
    </Stack>
  );
}
