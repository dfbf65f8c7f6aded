import { Paper, Select } from '@mantine/core';
import {
  DEFAULT_LANDING_PAGE,
  LANDING_PAGE_SAVED_MESSAGE,
  landingPageOptions,
  type AccessContext,
  type User,
} from '@fleet/domain';
import { showSuccessToast } from '../../../lib/toasts';
import { useUpdateUser } from '../api/update-user';

export interface LandingPageSelectProps {
  user: User;
  ctx: AccessContext;
}

/** Saves as soon as an entry is chosen (spec 1 §6); no choice yet reads as Map. */
export function LandingPageSelect({ user, ctx }: LandingPageSelectProps) {
  const updateUser = useUpdateUser();
  const options = landingPageOptions(ctx);
  const saved = user.preferred_landing_page ?? DEFAULT_LANDING_PAGE;
  // Show the choice while it saves; on failure the select falls back to the saved value.
  const shown = updateUser.isPending
    ? (updateUser.variables.changes.preferred_landing_page ?? saved)
    : saved;

  const handleChange = (value: string | null) => {
    const option = options.find((page) => page.value === value);
    if (!option || option.value === saved) return;
    updateUser.mutate(
      { userId: user.user_id, changes: { preferred_landing_page: option.value } },
      { onSuccess: () => showSuccessToast(LANDING_PAGE_SAVED_MESSAGE) },
    );
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <Select
        label="Preferred landing page"
        description="The page Fleet opens when you sign in."
        data={options.map(({ value, label }) => ({ value, label }))}
        value={shown}
        onChange={handleChange}
        allowDeselect={false}
        disabled={ctx.readOnly || updateUser.isPending}
        maw={360}
      />
    </Paper>
  );
}
