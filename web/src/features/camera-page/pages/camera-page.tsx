import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  CAMERA_FRAME_PATHS,
  CAMERA_PAGE_VIEW_LABELS,
  CAMERA_VIEW_TABS,
  cameraPageView,
  cameraPageViews,
  type CameraPageView,
  type OperatorsAppMessage,
} from '@fleet/domain';
import { useCameraWindow } from '../../../components/camera-window/camera-window-context';
import { PageHeader } from '../../../components/page-header';
import { FrameView } from '../../../components/partner-frame/frame-view';
import { useAccess } from '../../../lib/access-provider';
import { useCameras } from '../../../lib/cameras-api/get-cameras';
import { showErrorMessage, showSuccessToast } from '../../../lib/toasts';
import { CreateOperatorFlyout } from '../components/create-operator-flyout';
import { operatorsAppAddress } from '../model/frame-address';

/** The frame fills the content area below the header and tabs. */
const FRAME_HEIGHT = 'calc(100dvh - 200px)';

/**
 * /camera (spec 1 §2 "Camera page"): the operators app framed, its view chosen by the `tab`
 * query parameter and the safety-events flag; the create-operator flyout; the messages the
 * frames send (docs/CAMERAS.md "The camera page").
 */
export function CameraPage() {
  const { ctx, company } = useAccess();
  const cameraWindow = useCameraWindow();
  const cameras = useCameras();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [isCreating, setIsCreating] = useState(false);
  // Bumped after a driver is created: the view's frame reloads and its list shows them.
  const [generation, setGeneration] = useState(0);
  const view = cameraPageView(
    { tab: params.get('tab'), section1: params.get('section1') },
    ctx.flags,
  );

  const onMessage = (message: OperatorsAppMessage) => {
    switch (message.type) {
      case 'create-operator':
        setIsCreating(true);
        return;
      case 'operator-created':
        showSuccessToast('Driver created successfully');
        setIsCreating(false);
        setGeneration((n) => n + 1);
        void queryClient.invalidateQueries();
        return;
      case 'operator-error':
        showErrorMessage(message.message);
        return;
      case 'cancel':
        setIsCreating(false);
        return;
      case 'drivers-changed':
        // A driver's name shows on cards, the map and lists: every read may have changed.
        void queryClient.invalidateQueries();
        return;
      case 'open-camera': {
        // The frame names a camera; the page opens it only if it is one of the company's.
        const camera = cameras.data?.find((c) => c.camera_id === message.cameraId);
        if (!camera) return;
        cameraWindow.open({
          cameraId: camera.camera_id,
          assetName: camera.asset?.custom_name ?? camera.vendor_camera_id,
          companyId: company.company_id,
          vendorId: camera.camera_vendor_id,
          // A safety event's 'Play clip': history at the event's clip.
          clip: message.clip,
        });
        return;
      }
    }
  };

  const frameSrc = operatorsAppAddress(window.location, CAMERA_FRAME_PATHS[view], `?${params}`);

  const choose = (next: CameraPageView) => {
    const tab = CAMERA_VIEW_TABS[next];
    setParams(tab ? { tab } : {});
  };

  return (
    <>
      <PageHeader title="Camera" />
      <Tabs value={view} onChange={(next) => next && choose(next as CameraPageView)} mb="md">
        <Tabs.List>
          {cameraPageViews(ctx.flags).map((v) => (
            <Tabs.Tab key={v} value={v}>
              {CAMERA_PAGE_VIEW_LABELS[v]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {/* A new address is a new frame. The operators app is this same app at a hash route, so
          an iframe whose src changed only after '#' would move without reloading, and would go
          on talking with the session the page has just dropped (a driver link followed while
          the page is open). A new key also reloads the view once a driver was created. */}
      <FrameView
        key={`${frameSrc}:${generation}`}
        src={frameSrc}
        title={CAMERA_PAGE_VIEW_LABELS[view]}
        height={FRAME_HEIGHT}
        onAppMessage={onMessage}
      />
      <CreateOperatorFlyout
        opened={isCreating}
        onClose={() => setIsCreating(false)}
        onMessage={onMessage}
      />
    </>
  );
}
