import { Badge, Group, type MantineColor } from '@mantine/core';
import {
  IconAlertCircle,
  IconBatteryExclamation,
  IconBluetooth,
  IconCamera,
  IconCarCrash,
  IconDialpad,
  IconGasStation,
  IconPlugConnectedX,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { type AssetAttribute, type AssetAttributeType, type AttributeVariant } from '@fleet/domain';

const VARIANT_COLORS: Record<AttributeVariant, MantineColor> = {
  default: 'gray',
  success: 'green',
  warning: 'yellow',
  danger: 'red',
};

// Labels are terse ("83%", a driver's name): the icon says what each one is.
const ATTRIBUTE_ICONS: Record<AssetAttributeType, Icon> = {
  driver: IconUser,
  fuel: IconGasStation,
  unplugged: IconPlugConnectedX,
  bleLowBattery: IconBatteryExclamation,
  keypad: IconDialpad,
  camera: IconCamera,
  bluetoothNode: IconBluetooth,
  diagnosticCodes: IconAlertCircle,
  brakeStatus: IconCarCrash,
};

const ATTRIBUTE_NAMES: Partial<Record<AssetAttributeType, string>> = {
  driver: 'Driver',
  fuel: 'Fuel level',
};

/** The asset's attribute chips (spec 1 §3), in the domain's order. */
export function AttributeChips({ attributes }: { attributes: readonly AssetAttribute[] }) {
  if (attributes.length === 0) return null;
  return (
    <Group gap={4}>
      {attributes.map((attribute) => {
        const AttributeIcon = ATTRIBUTE_ICONS[attribute.type];
        const name = ATTRIBUTE_NAMES[attribute.type];
        return (
          <Badge
            key={attribute.type}
            size="sm"
            radius="sm"
            variant={attribute.variant === 'default' ? 'default' : 'light'}
            color={VARIANT_COLORS[attribute.variant]}
            tt="none"
            fw={500}
            leftSection={<AttributeIcon size={12} aria-hidden />}
            title={name ? `${name}: ${attribute.label}` : undefined}
          >
            {attribute.label}
          </Badge>
        );
      })}
    </Group>
  );
}
