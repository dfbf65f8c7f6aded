// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestRoot } from '../../lib/testing/render';
import type { AssignMutation } from './device-assign-call';
import type { DeviceKind, InstalledDevice } from './device-kind';
import { TakeOffDeviceModal } from './take-off-device-modal';

// No transitions: what is asserted is there at once, not after an animation.
const { render } = createTestRoot({
  components: { Modal: { defaultProps: { transitionProps: { duration: 0 } } } },
});

interface Gadget extends InstalledDevice {
  id: number;
  serial: string;
}

const KIND: DeviceKind<Gadget> = {
  noun: 'gadget',
  plural: 'gadgets',
  idOf: (gadget) => gadget.id,
  serialOf: (gadget) => gadget.serial,
  isFreeAsset: () => true,
};
const onLoader: Gadget = { id: 7, serial: 'G-7', asset: { asset_id: 70, custom_name: 'Loader' } };

/** A mutation that answers at once with the gadget off its asset, or fails with `error`. */
function fakeAssign(error: unknown = null) {
  const calls: Array<{ gadgetId: number; assetId: number | null }> = [];
  const assign: AssignMutation<Gadget, { gadgetId: number; assetId: number | null }> = {
    mutate: (input, { onSuccess }) => {
      calls.push(input);
      onSuccess({ ...onLoader, asset: null });
    },
    isPending: false,
    isError: error !== null,
    error,
    reset: vi.fn(),
  };
  return { assign, calls };
}

const dialog = () => document.querySelector('[role="dialog"]');
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === name);

function renderModal(assign: AssignMutation<Gadget, { gadgetId: number; assetId: number | null }>) {
  const onClose = vi.fn();
  const onTakenOff = vi.fn();
  render(
    <TakeOffDeviceModal
      kind={KIND}
      consequence={(assetName) => `${assetName} stops hearing from the gadget.`}
      device={onLoader}
      assign={assign}
      inputOf={(gadget, assetId) => ({ gadgetId: gadget.id, assetId })}
      onClose={onClose}
      onTakenOff={onTakenOff}
    />,
  );
  return { onClose, onTakenOff };
}

describe('TakeOffDeviceModal', () => {
  it('names the device and its asset in the kind’s words, and takes it off on confirm', () => {
    const { assign, calls } = fakeAssign();
    const { onTakenOff } = renderModal(assign);
    expect(dialog()?.textContent).toContain('Take G-7 off Loader?');
    expect(dialog()?.textContent).toContain('Loader stops hearing from the gadget.');
    act(() => button('Take off')?.click());
    expect(calls).toEqual([{ gadgetId: 7, assetId: null }]);
    expect(onTakenOff).toHaveBeenCalledWith({ ...onLoader, asset: null }, 'Loader');
    expect(assign.reset).toHaveBeenCalled();
  });

  it('shows the server’s refusal, and forgets it when cancelled', () => {
    const { assign } = fakeAssign(new Error('boom'));
    const { onClose } = renderModal(assign);
    expect(dialog()?.querySelector('[role="alert"]')).not.toBeNull();
    act(() => button('Cancel')?.click());
    expect(assign.reset).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
