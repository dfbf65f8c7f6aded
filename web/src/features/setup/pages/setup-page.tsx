import { Button, Center, Loader, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { CONFIGURATION_STEPS } from '@fleet/domain';
import { FrameView } from '../../../components/partner-frame/frame-view';
import { PageHeader } from '../../../components/page-header';
import { useAccess } from '../../../lib/access-provider';
import { useFrameUrls } from '../../../lib/frame-urls';
import { useNotifications } from '../../../lib/notifications/use-notifications';
import { setupKeys, useConfigurationSteps } from '../api/configuration-steps';
import { SetupStep } from '../components/setup-step';

/**
 * /setup (spec 1 §2, spec 2 §3; docs/SETUP-QUOTES.md): the company's configuration steps from
 * its own data, kept live by the notification subscription, each with where it is done. When the
 * company set a setup address (Company > Frames), that configuration dashboard is shown instead.
 */
export function SetupPage() {
  const { company } = useAccess();
  const urls = useFrameUrls(company.company_id);
  const queryClient = useQueryClient();
  const frameUrl = urls.data?.frame_urls.setup;

  if (urls.isPending) {
    return (
      <Center h={200} role="status" aria-label="Loading">
        <Loader />
      </Center>
    );
  }
  if (frameUrl) {
    return (
      <FrameView
        src={frameUrl}
        title="Setup"
        height="calc(100dvh - 96px)"
        onRouted={(path) => {
          // spec 1 §2: the dashboard sending people to the users list refreshes that list.
          if (path.startsWith('/company-admin/users')) {
            void queryClient.invalidateQueries({ queryKey: ['company-users'] });
          }
        }}
      />
    );
  }
  return <SetupSteps />;
}

function SetupSteps() {
  const queryClient = useQueryClient();
  const steps = useConfigurationSteps();
  const refresh = () => queryClient.invalidateQueries({ queryKey: setupKeys.steps() });
  // Every push notification may move a step (assets created or archived, trackers, groups…).
  useNotifications(() => void refresh(), { onReconnect: () => void refresh() });

  const states = steps.data;
  const done = states ? CONFIGURATION_STEPS.filter((s) => states[s] === 'COMPLETE').length : 0;
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader
        title="Setup"
        description="Seven steps that make Fleet useful for your company. Each turns complete by itself as the work is done, on any screen."
      />
      {steps.isPending && <Loader />}
      {steps.isError && (
        <Stack gap="xs" align="flex-start">
          <Text c="red">The setup steps could not be read.</Text>
          <Button variant="default" onClick={() => void steps.refetch()}>
            Try again
          </Button>
        </Stack>
      )}
      {states && (
        <>
          <Stack gap={4}>
            <Text size="sm" fw={600} aria-live="polite">
              {done} of {CONFIGURATION_STEPS.length} steps complete
            </Text>
            <Progress value={(done / CONFIGURATION_STEPS.length) * 100} aria-hidden />
          </Stack>
          <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {CONFIGURATION_STEPS.map((step, index) => (
              <SetupStep key={step} step={step} number={index + 1} state={states[step]} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
