// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestRoot } from '../../lib/testing/render';
import { ConfirmDialog } from './confirm-dialog';
import { Flyout } from './flyout';

// No transitions: what is asserted is there at once, not after an animation.
const { render } = createTestRoot({
  components: { Modal: { defaultProps: { transitionProps: { duration: 0 } } } },
});

/** Dialogs render in a portal, outside the test's element. */
const dialog = () => document.querySelector('[role="dialog"]');
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === name);
const pressEscape = () =>
  act(() => {
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });

describe('ConfirmDialog', () => {
  const props = {
    opened: true,
    title: 'Take DEMO7 off PU-0007?',
    confirmLabel: 'Take off',
    children: 'PU-0007 stops getting positions.',
  };

  it('asks its question, and confirms or cancels', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog {...props} onConfirm={onConfirm} onCancel={onCancel} />);
    expect(dialog()?.textContent).toContain('Take DEMO7 off PU-0007?');
    expect(dialog()?.textContent).toContain('PU-0007 stops getting positions.');
    act(() => button('Take off')?.click());
    expect(onConfirm).toHaveBeenCalledOnce();
    act(() => button('Cancel')?.click());
    expect(onCancel).toHaveBeenCalledOnce();
    pressEscape();
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('shows the server’s refusal inside, and a pending confirm cannot be pressed twice', () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        {...props}
        onConfirm={onConfirm}
        onCancel={() => undefined}
        failure="PU-0007 already has another tracker."
        isPending
        danger
      />,
    );
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'PU-0007 already has another tracker.',
    );
    const confirm = [...document.querySelectorAll('button')].find((element) =>
      element.textContent?.includes('Take off'),
    );
    expect(confirm?.hasAttribute('data-loading')).toBe(true);
    act(() => confirm?.click());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('Flyout', () => {
  it('shows its title, body and footer, and closes on Escape', () => {
    const onClose = vi.fn();
    render(
      <Flyout
        opened
        onClose={onClose}
        title="Create rental jobsite"
        size="80%"
        footer="the buttons"
      >
        the form
      </Flyout>,
    );
    const panel = dialog();
    expect(panel?.textContent).toContain('Create rental jobsite');
    expect(panel?.textContent).toContain('the form');
    expect(panel?.textContent).toContain('the buttons');
    pressEscape();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('takes the spec’s share of the width, and all of it on a narrow screen', () => {
    const widthOf = () =>
      document
        .querySelector<HTMLElement>('.mantine-Drawer-root')
        ?.style.getPropertyValue('--drawer-size');
    render(
      <Flyout opened onClose={() => undefined} title="Asset" size="30%">
        x
      </Flyout>,
    );
    expect(widthOf()).toBe('30%');

    render(null);
    const matchMedia = window.matchMedia.bind(window);
    const wide = vi.spyOn(window, 'matchMedia');
    wide.mockImplementation((query) =>
      Object.defineProperty(matchMedia(query), 'matches', { value: query.includes('max-width') }),
    );
    try {
      render(
        <Flyout opened onClose={() => undefined} title="Asset" size="30%">
          y
        </Flyout>,
      );
      expect(widthOf()).toBe('100%');
    } finally {
      wide.mockRestore();
    }
  });
});
