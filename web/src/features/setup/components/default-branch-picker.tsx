import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { useAccess } from '../../../lib/access-provider';
import { useCompanyBranches } from '../../../lib/company-branches';
import { showSuccessToast } from '../../../lib/toasts';
import { useSetDefaultBranch, useViewSettings } from '../api/default-branch';

/** The default-branch step is done here: the person's own view settings (application 1). */
export function DefaultBranchPicker() {
  const { user } = useAccess();
  const branches = useCompanyBranches();
  const settings = useViewSettings(user.user_id);
  const save = useSetDefaultBranch(user.user_id);
  const current = settings.data?.default_branch_ids[0];
  const [choice, setChoice] = useState<string | null>(null);
  const value = choice ?? (current === undefined ? null : String(current));
  const options = (branches.data ?? [])
    .filter((branch) => branch.active && !branch.is_third_party_msp)
    .map((branch) => ({ value: String(branch.id), label: branch.name }));
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label="Default branch"
        placeholder="Choose a branch"
        data={options}
        value={value}
        onChange={setChoice}
        w={240}
        size="xs"
      />
      <Button
        size="xs"
        disabled={value === null || value === String(current)}
        loading={save.isPending}
        onClick={() =>
          save.mutate(
            {
              branchId: Number(value),
              groupIds: settings.data?.default_organization_ids ?? [],
            },
            { onSuccess: () => showSuccessToast('Default branch saved.') },
          )
        }
      >
        Save
      </Button>
    </Group>
  );
}
