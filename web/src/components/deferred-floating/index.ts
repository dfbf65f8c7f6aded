export { DeferredPopover, type DeferredPopoverProps } from './deferred-popover';
export { DeferredTooltip, type DeferredTooltipProps } from './deferred-tooltip';
