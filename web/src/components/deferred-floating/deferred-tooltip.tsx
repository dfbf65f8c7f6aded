import { cloneElement, useState, type MouseEvent, type ReactElement } from 'react';
import { type TooltipProps } from '@mantine/core';
import { useFloating } from './use-floating';

interface PointerHandlers {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
}

export type DeferredTooltipProps = Omit<TooltipProps, 'children' | 'defaultOpened'> & {
  children: ReactElement<PointerHandlers>;
};

/**
 * Mantine's Tooltip, loaded the first time the pointer is over its element (issue 9: the code
 * that places tooltips is not part of a page's first paint). Until then the element is drawn as
 * it is; the tooltip opens as soon as it has loaded if the pointer is still there. For a label
 * on an element, not on a control the same pointer is about to press: its element is drawn
 * anew when the tooltip arrives.
 */
export function DeferredTooltip({ children, ...props }: DeferredTooltipProps) {
  const [floating, load] = useFloating();
  const [isPointedAt, setPointedAt] = useState(false);
  if (floating) {
    return (
      <floating.Tooltip {...props} defaultOpened={isPointedAt && !props.disabled}>
        {children}
      </floating.Tooltip>
    );
  }
  if (props.disabled) return children;
  return cloneElement(children, {
    onMouseEnter: (event) => {
      children.props.onMouseEnter?.(event);
      setPointedAt(true);
      load();
    },
    onMouseLeave: (event) => {
      children.props.onMouseLeave?.(event);
      setPointedAt(false);
    },
  });
}
