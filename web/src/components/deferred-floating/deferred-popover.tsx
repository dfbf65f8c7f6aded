import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { type PopoverDropdownProps, type PopoverProps } from '@mantine/core';
import { useFloating } from './use-floating';

interface TargetProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  ref?: Ref<HTMLElement>;
}

export type DeferredPopoverProps = Omit<PopoverProps, 'children' | 'defaultOpened' | 'opened'> & {
  /** The control that opens it (a button), drawn at once. */
  target: ReactElement<TargetProps>;
  /** What it shows when open. */
  children: ReactNode;
  dropdownProps?: Omit<PopoverDropdownProps, 'children'>;
};

/**
 * Mantine's Popover, loaded when its target is first clicked (issue 9: the code that places
 * popovers is not part of a page's first paint). That click opens it once it has loaded, and
 * the target keeps the focus; from then on it is Mantine's Popover. It loads on the click only,
 * not on hover: the target is drawn anew when it arrives, which must not fall between a press
 * and its release.
 */
export function DeferredPopover({
  target,
  children,
  dropdownProps,
  ...props
}: DeferredPopoverProps) {
  const [floating, load] = useFloating();
  const [isOpenedByLoad, setOpenedByLoad] = useState(false);
  const targetRef = useRef<HTMLElement>(null);
  const { onOpen } = props;

  useEffect(() => {
    if (!floating || !isOpenedByLoad) return;
    targetRef.current?.focus();
    // Opened by the click that loaded it, not by Popover's own toggle: say so as it would.
    onOpen?.();
    // Once, when it arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [floating, isOpenedByLoad]);

  if (floating) {
    const { Popover } = floating;
    return (
      <Popover {...props} defaultOpened={isOpenedByLoad}>
        <Popover.Target>{cloneElement(target, { ref: targetRef })}</Popover.Target>
        <Popover.Dropdown {...dropdownProps}>{children}</Popover.Dropdown>
      </Popover>
    );
  }
  return cloneElement(target, {
    onClick: (event) => {
      target.props.onClick?.(event);
      setOpenedByLoad(true);
      load();
    },
  });
}
