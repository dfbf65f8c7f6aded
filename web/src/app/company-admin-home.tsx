import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../components/page-header';
import { useAccess } from '../lib/access-provider';
import { visibleCompanyAdminSections } from './company-admin-sections';

/** Company admin's first page: each of its pages the user may open, with what it holds. */
export function CompanyAdminHome() {
  const { ctx, company } = useAccess();
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="Company admin"
        description={`Settings, people and integrations of ${company.name}.`}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {visibleCompanyAdminSections(ctx).map((section) => (
          <Paper key={section.path} withBorder radius="md" p="lg">
            <Anchor component={Link} to={section.path} fw={600}>
              {section.label}
            </Anchor>
            <Text size="sm" c="dimmed" mt={4}>
              {section.description}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
