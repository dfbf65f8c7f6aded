// What the deferred tooltips and popovers load on first use: Mantine's components with
// floating-ui, which positions them (~19 KB on the wire the live map's first paint never uses).
export { Popover, Tooltip } from '@mantine/core';
