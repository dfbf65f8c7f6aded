import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../components/page-header';
import { useAccess } from '../lib/access-provider';

/** Company's placeholder until the area is built, with the pages of it that have landed. */
export function CompanyAdminHome({ title, description }: { title: string; description: string }) {
  const { ctx } = useAccess();
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title={title} description={description} />
      <Paper withBorder radius="md" p="lg">
        <Anchor component={Link} to="/company-admin/trackers" fw={600}>
          Trackers
        </Anchor>
        <Text size="sm" c="dimmed" mt={4}>
          Register GPS trackers, install them on assets, and register devices that reported without
          being known.
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Anchor component={Link} to="/company-admin/classes" fw={600}>
          Classes & categories
        </Anchor>
        <Text size="sm" c="dimmed" mt={4}>
          Categories and the equipment classes in them, with their photos and asset counts.
        </Text>
      </Paper>
      {/* The outbox holds messages with live links: company admins only (docs/SHARING.md). */}
      {ctx.securityLevelId === 1 && (
        <Paper withBorder radius="md" p="lg">
          <Anchor component={Link} to="/company-admin/tracker-requests" fw={600}>
            Tracker requests
          </Anchor>
          <Text size="sm" c="dimmed" mt={4}>
            Trackers and cameras asked for from the cards of assets without one.
          </Text>
        </Paper>
      )}
      {ctx.securityLevelId === 1 && (
        <Paper withBorder radius="md" p="lg">
          <Anchor component={Link} to="/company-admin/messages" fw={600}>
            Messages
          </Anchor>
          <Text size="sm" c="dimmed" mt={4}>
            Text messages sent from Fleet, such as shared locations; with the default outbox, copy
            them from here and send them from a phone.
          </Text>
        </Paper>
      )}
      <Paper withBorder radius="md" p="lg">
        <Anchor component={Link} to="/company-admin/groups" fw={600}>
          Groups
        </Anchor>
        <Text size="sm" c="dimmed" mt={4}>
          Named sets of assets the map filters by: create, rename and delete them, and see their
          assets.
        </Text>
      </Paper>
    </Stack>
  );
}
