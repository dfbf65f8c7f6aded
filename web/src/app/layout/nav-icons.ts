import {
  IconBell,
  IconBuilding,
  IconBuildingWarehouse,
  IconCalendarEvent,
  IconCalendarPlus,
  IconCircleDot,
  IconFileDollar,
  IconLayoutDashboard,
  IconMap2,
  IconPackages,
  IconPolygon,
  IconReceipt,
  IconSettings,
  IconTool,
  IconTruck,
  IconUser,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';

/** Icons for the side navigation, by the domain's nav path (the entries themselves live in domain). */
const NAV_ICONS: Record<string, Icon> = {
  '/setup': IconSettings,
  '/dashboard': IconLayoutDashboard,
  '/assets/all': IconMap2,
  '/rentals': IconCalendarEvent,
  '/beta-rentals': IconCalendarPlus,
  '/quotes': IconFileDollar,
  '/assets': IconTruck,
  '/resources': IconBuildingWarehouse,
  '/inventory': IconPackages,
  '/service': IconTool,
  '/alerts': IconBell,
  '/billing': IconReceipt,
  '/geofences': IconPolygon,
  '/camera': IconVideo,
  '/company-admin': IconBuilding,
  '/profile': IconUser,
};

export function navIcon(path: string): Icon {
  return NAV_ICONS[path] ?? IconCircleDot;
}
