import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { useAccess } from '../../../lib/access-provider';
import { LandingPageSelect } from '../components/landing-page-select';
import { ProfileForm } from '../components/profile-form';

export function ProfilePage() {
  const { user, ctx } = useAccess();
  return (
    <Stack maw={720} gap="lg">
      <PageHeader
        title="Profile"
        description="Your name, contact details and display preferences."
      />
      <ProfileForm user={user} isReadOnly={ctx.readOnly} />
      <LandingPageSelect user={user} ctx={ctx} />
    </Stack>
  );
}
