import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import {
  FEATURE_FLAGS,
  FEATURE_FLAG_NAMES,
  canChangeCompanySettings,
  canReadAdminOnly,
} from '@fleet/domain';
import { PageHeader } from '../../../components/page-header';
import { UnauthorizedPage } from '../../../components/unauthorized-page';
import { useAccess } from '../../../lib/access-provider';
import { useCompanyFlags, useSetFlag } from '../api/settings';
import { useAdminUsers } from '../api/users';
import { FlagOverrides } from '../components/flag-overrides';
import { refusalOf } from '../components/refusal';

/**
 * Company admin > Feature flags (docs/COMPANY-ADMIN.md): the company's value of each flag the
 * product knows (all off by default, spec 2 §6), and per-user overrides. Admins only.
 */
export function FeatureFlagsPage() {
  const { ctx, company } = useAccess();
  const isAdmin = canReadAdminOnly(ctx);
  const canEdit = canChangeCompanySettings(ctx);
  const flags = useCompanyFlags(company.company_id, { enabled: isAdmin });
  const users = useAdminUsers({ enabled: isAdmin });
  const setFlag = useSetFlag(company.company_id);
  if (!isAdmin) return <UnauthorizedPage />;
  return (
    <Stack gap="lg" maw={860}>
      <PageHeader
        title="Feature flags"
        description="Features that are off until turned on, for the whole company or for one person."
      />
      {flags.isError && <Text c="red.7">{refusalOf(flags.error)}</Text>}
      {flags.data && (
        <>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Title order={2} fz="md">
                Company values
              </Title>
              {FEATURE_FLAG_NAMES.map((name) => (
                <Switch
                  key={name}
                  label={FEATURE_FLAGS[name]}
                  description={name}
                  checked={flags.data.flags[name]}
                  disabled={!canEdit || setFlag.isPending}
                  onChange={(event) =>
                    setFlag.mutate({ flag: name, enabled: event.currentTarget.checked })
                  }
                />
              ))}
              {setFlag.isError && (
                <Text size="sm" c="red.7" role="alert">
                  {refusalOf(setFlag.error)}
                </Text>
              )}
            </Stack>
          </Paper>
          <FlagOverrides
            companyId={company.company_id}
            overrides={flags.data.user_overrides}
            users={users.data ?? []}
            canEdit={canEdit}
          />
        </>
      )}
    </Stack>
  );
}
