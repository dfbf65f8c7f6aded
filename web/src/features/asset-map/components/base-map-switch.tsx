import { SegmentedControl } from '@mantine/core';
import type { BaseMap } from './map-controls';

interface BaseMapSwitchProps {
  value: BaseMap;
  onChange: (baseMap: BaseMap) => void;
}

/** Street or satellite: offered only when the server has a satellite style. */
export function BaseMapSwitch({ value, onChange }: BaseMapSwitchProps) {
  return (
    <SegmentedControl
      size="xs"
      aria-label="Base map"
      value={value}
      onChange={(next) => onChange(next === 'satellite' ? 'satellite' : 'street')}
      data={[
        { value: 'street', label: 'Street' },
        { value: 'satellite', label: 'Satellite' },
      ]}
    />
  );
}
