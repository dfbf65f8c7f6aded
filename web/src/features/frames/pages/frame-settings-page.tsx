import { Paper, Stack, Text, TextInput } from '@mantine/core';
import {
  FRAME_MESSAGES,
  FRAME_ROUTES,
  frameUrlsBody,
  type FrameRouteKey,
  type FrameUrlsBody,
} from '@fleet/domain';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { PageHeader } from '../../../components/page-header';
import { useAccess } from '../../../lib/access-provider';
import { useFrameUrls, useSaveFrameUrls } from '../../../lib/frame-urls';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showSuccessToast } from '../../../lib/toasts';

type Values = { frame_urls: Record<FrameRouteKey, string> };

/** What each route shows without an address of its own. */
const DEFAULTS: Record<FrameRouteKey, string> = {
  'resource-planning': 'Without an address the page says it is not set up.',
  'content-hub': 'Without an address the page says it is not set up.',
  'access-control': 'Shown in the Privacy Controls panel, 500px high.',
  'beta-rentals': 'Without an address Fleet’s own rentals list is shown.',
  resources: 'Without an address Fleet’s own inventory is shown.',
  setup: 'Without an address Fleet’s own setup steps are shown.',
};

/**
 * Company > Frames (docs/FRAMES.md): the addresses of the partner tools the frame routes show.
 * Admins change them; everyone else of the company reads them here.
 */
export function FrameSettingsPage() {
  const { ctx, company } = useAccess();
  const urls = useFrameUrls(company.company_id);
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader
        title="Partner frames"
        description="Partner tools Fleet shows inside its own pages. Each page loads its address with the signed-in person’s access, and takes messages only from that address."
      />
      {urls.isPending && <Text c="dimmed">Loading…</Text>}
      {urls.isError && <Text c="red">The frame addresses could not be read.</Text>}
      {urls.data && (
        <FrameSettingsForm
          companyId={company.company_id}
          current={urls.data.frame_urls}
          canEdit={ctx.securityLevelId === 1 && !ctx.readOnly}
        />
      )}
    </Stack>
  );
}

function FrameSettingsForm({
  companyId,
  current,
  canEdit,
}: {
  companyId: number;
  current: Partial<Record<FrameRouteKey, string>>;
  canEdit: boolean;
}) {
  const save = useSaveFrameUrls(companyId);
  const initial = Object.fromEntries(
    FRAME_ROUTES.map((route) => [route.key, current[route.key] ?? '']),
  ) as Record<FrameRouteKey, string>;
  const { form, failure, showServerError } = useZodForm<Values, FrameUrlsBody>(frameUrlsBody, {
    initialValues: { frame_urls: initial },
  });
  const submit = form.onSubmit((body) =>
    save.mutate(body, {
      onSuccess: (answer) => {
        showSuccessToast(FRAME_MESSAGES.saved);
        form.setInitialValues({
          frame_urls: { ...initial, ...answer.frame_urls },
        });
        form.resetDirty();
      },
      onError: showServerError,
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          {FRAME_ROUTES.map((route) => (
            <TextInput
              key={route.key}
              label={`${route.title} (${route.path})`}
              description={DEFAULTS[route.key]}
              placeholder="https://"
              readOnly={!canEdit}
              {...form.getInputProps(`frame_urls.${route.key}`)}
            />
          ))}
          {canEdit ? (
            <DialogActions
              failure={failure}
              onCancel={() => form.reset()}
              cancelLabel="Undo changes"
              confirmLabel="Save"
              isPending={save.isPending}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {FRAME_MESSAGES.adminOnly}
            </Text>
          )}
        </Stack>
      </Paper>
    </form>
  );
}
