// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CAMERA_WINDOW_MESSAGES, type CameraStatusAnswer } from '@fleet/domain';
import { cameraStatusKeys } from '../../lib/camera-status';
import { createTestRoot } from '../../lib/testing/render';
import { CameraWindow } from './camera-window';
import type { CameraWindowTarget } from './camera-window-context';

const CAMERA_ID = 9;
const target: CameraWindowTarget = {
  cameraId: CAMERA_ID,
  assetName: 'Truck 7',
  companyId: 7,
  vendorId: 3,
};
const status = (online: boolean): CameraStatusAnswer => ({
  online,
  ready_to_stream: online,
  number_of_feeds: 2,
  status_at: null,
  app_url: null,
});

const root = createTestRoot();
const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  // The server: no stills yet, and a live config without its topics.
  vi.stubGlobal('fetch', (url: string) => {
    requested.push(url);
    const body = url.endsWith('/live-config')
      ? { name: 'Truck 7', config: { publish_topic: '', subscription_topic: '' } }
      : [];
    return Promise.resolve(Response.json(body));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderWindow(options: { online: boolean; companyId?: number; onClose?: () => void }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(cameraStatusKeys.of(CAMERA_ID), status(options.online));
  root.render(
    <QueryClientProvider client={client}>
      <CameraWindow
        target={{ ...target, companyId: options.companyId ?? target.companyId }}
        timeZone="America/Chicago"
        onClose={options.onClose ?? (() => undefined)}
      />
    </QueryClientProvider>,
  );
}

const text = () => document.body.textContent;
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name);

describe('the camera window', () => {
  it('shows the asset, Online, the toggles and Start Live Stream when online', () => {
    renderWindow({ online: true });
    expect(document.querySelector('[role="dialog"]')?.getAttribute('aria-label')).toBe(
      'Camera: Truck 7',
    );
    for (const words of ['Truck 7', 'Online', 'Live', 'History', 'Outside', 'Inside']) {
      expect(text()).toContain(words);
    }
    expect(button('Start Live Stream')).toBeDefined();
  });

  it('shows Offline and no toggles or start when offline', () => {
    renderWindow({ online: false });
    expect(text()).toContain('Offline');
    expect(text()).not.toContain('History');
    expect(button('Start Live Stream')).toBeUndefined();
  });

  it('hides Outside/Inside and mutes the video for company 1854', () => {
    renderWindow({ online: true, companyId: 1854 });
    expect(text()).toContain('History');
    expect(text()).not.toContain('Inside');
    expect(document.querySelector('video')?.muted).toBe(true);
  });

  it('closes from its header', () => {
    const onClose = vi.fn();
    renderWindow({ online: true, onClose });
    act(() =>
      document.querySelector<HTMLButtonElement>('[aria-label="Close camera window"]')?.click(),
    );
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks for the live config on start and refuses one without topics, with Retry', async () => {
    renderWindow({ online: true });
    await act(async () => {
      button('Start Live Stream')?.click();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(requested).toContain('/api/cameras/9/live-config');
    expect(text()).toContain(CAMERA_WINDOW_MESSAGES.invalidConfig);
    expect(button('Retry')).toBeDefined();
  });
});
