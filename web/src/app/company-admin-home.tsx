import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../components/page-header';

/** Company's placeholder until the area is built, with the pages of it that have landed. */
export function CompanyAdminHome({ title, description }: { title: string; description: string }) {
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
    </Stack>
  );
}
