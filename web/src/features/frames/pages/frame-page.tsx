import { Suspense, type ComponentType } from 'react';
import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import {
  ACCESS_CONTROL_FRAME_HEIGHT,
  frameAddress,
  frameRoute,
  type FrameRouteKey,
} from '@fleet/domain';
import { FrameView } from '../../../components/partner-frame/frame-view';
import { PageHeader } from '../../../components/page-header';
import { useAccess } from '../../../lib/access-provider';
import { useFrameUrls } from '../../../lib/frame-urls';
import { FrameNotSet } from '../components/frame-not-set';
import { useRentalsRouteSync } from '../hooks/use-rentals-route-sync';

/** A full-page frame fills the content area below the app's top padding. */
const FULL_HEIGHT = 'calc(100dvh - 96px)';

interface FramePageProps {
  routeKey: FrameRouteKey;
  /** Fleet's own page, shown when the company set no address (Resources, Rentals (new)). */
  fleetPage?: ComponentType;
}

/**
 * A route that shows a partner tool (spec 1 §2 "Other top-level routes", docs/FRAMES.md): the
 * company's address for it, `?dev=true` pointing Resource planning and Content hub at the local
 * dev server; /access-control in its 500px Privacy Controls panel.
 */
export function FramePage({ routeKey, fleetPage: FleetPage }: FramePageProps) {
  const { ctx, company } = useAccess();
  const route = frameRoute(routeKey);
  const urls = useFrameUrls(company.company_id);
  const [params] = useSearchParams();
  const routeSync = useRentalsRouteSync(
    routeKey === 'beta-rentals' && ctx.flags['beta-rentals-route-sync'],
  );

  if (urls.isPending) {
    return (
      <Center h={200} role="status" aria-label="Loading">
        <Loader />
      </Center>
    );
  }
  const configured = urls.data?.frame_urls[routeKey];
  if (!configured && FleetPage) {
    return (
      <Suspense fallback={<Loader />}>
        <FleetPage />
      </Suspense>
    );
  }
  const isDev = route.hasDevServer && params.get('dev') === 'true';
  const src = configured ? frameAddress(configured, isDev) : null;

  if (routeKey === 'access-control') {
    return (
      <Stack gap="lg" maw={1100}>
        <PageHeader title="Access control" />
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="lg" mb="sm">
            Privacy Controls
          </Title>
          {src ? (
            <FrameView src={src} title={route.title} height={ACCESS_CONTROL_FRAME_HEIGHT} />
          ) : (
            <FrameNotSet title={route.title} />
          )}
        </Paper>
      </Stack>
    );
  }
  if (!src) {
    return (
      <Stack gap="lg">
        <PageHeader title={route.title} />
        {urls.isError ? (
          <Text c="red">The page’s address could not be read. Reload to try again.</Text>
        ) : (
          <FrameNotSet title={route.title} />
        )}
      </Stack>
    );
  }
  return <FrameView src={src} title={route.title} height={FULL_HEIGHT} routeSync={routeSync} />;
}
