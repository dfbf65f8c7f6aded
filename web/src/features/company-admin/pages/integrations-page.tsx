import { useMemo, useState } from 'react';
import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { canChangeCompanySettings, canReadAdminOnly, type ApiToken } from '@fleet/domain';
import { DataTable } from '../../../components/data-table/data-table';
import { PageHeader } from '../../../components/page-header';
import { UnauthorizedPage } from '../../../components/unauthorized-page';
import { useAccess } from '../../../lib/access-provider';
import { useApiTokens, useIntegrations } from '../api/integrations';
import { apiTokenColumns } from '../components/api-token-columns';
import { CreateTokenModal, RevokeTokenDialog } from '../components/api-token-dialogs';

const getRowId = (token: ApiToken) => String(token.api_token_id);

/**
 * Company admin > Integrations (docs/COMPANY-ADMIN.md): where trackers send positions, and API
 * tokens for the batch positions call. Admins only: tokens are keys to the company's data.
 */
export function IntegrationsPage() {
  const { ctx, company } = useAccess();
  const isAdmin = canReadAdminOnly(ctx);
  const canEdit = canChangeCompanySettings(ctx);
  const info = useIntegrations({ enabled: isAdmin });
  const tokens = useApiTokens({ enabled: isAdmin });
  const [isCreating, setIsCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const columns = useMemo(() => apiTokenColumns(company.timezone), [company.timezone]);
  if (!isAdmin) return <UnauthorizedPage />;
  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader title="Integrations" description="Connect trackers and other systems to Fleet." />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="xs">
          <Title order={2} fz="md">
            Device gateway
          </Title>
          <Text size="sm" c="dimmed">
            Point trackers and the Traccar Client app here (OsmAnd protocol, query string or JSON).
            Register each device under Trackers first.
          </Text>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              Server address
            </Text>
            <Code aria-label="Device gateway address">{info.data?.gateway.osmand_url ?? '…'}</Code>
          </Group>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              Batch positions call
            </Text>
            <Code aria-label="Batch positions address">
              POST {info.data?.batch_positions_url ?? '…'}
            </Code>
          </Group>
          <Text size="sm" c="dimmed">
            The batch call takes the JSON Traccar Client sends ({'{ device_id, location }'}, one
            location or a list) with an API token below as <Code>Authorization: Bearer</Code>; only
            your company’s trackers are accepted.
          </Text>
        </Stack>
      </Paper>
      <Group justify="space-between" align="center">
        <Title order={2} fz="lg">
          API tokens
        </Title>
        {canEdit && (
          <Button leftSection={<IconKey size={16} />} onClick={() => setIsCreating(true)}>
            Create token
          </Button>
        )}
      </Group>
      <DataTable
        label="API tokens"
        columns={columns}
        data={tokens.data ?? []}
        getRowId={getRowId}
        rowActions={(token) =>
          canEdit && token.revoked_at === null ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              aria-label={`Revoke ${token.name}`}
              onClick={() => setRevoking(token)}
            >
              Revoke
            </Button>
          ) : null
        }
        isLoading={tokens.isPending}
        failure={
          tokens.isError
            ? { message: 'The tokens could not be loaded.', onRetry: () => void tokens.refetch() }
            : null
        }
        empty={<Text c="dimmed">No API tokens yet.</Text>}
        minWidth={720}
      />
      <CreateTokenModal opened={isCreating} onClose={() => setIsCreating(false)} />
      <RevokeTokenDialog token={revoking} onClose={() => setRevoking(null)} />
    </Stack>
  );
}
