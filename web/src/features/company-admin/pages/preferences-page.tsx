import { Stack } from '@mantine/core';
import { canChangeCompanySettings } from '@fleet/domain';
import { PageHeader } from '../../../components/page-header';
import { useAccess } from '../../../lib/access-provider';
import { PreferencesForm } from '../components/preferences-form';
import { TimezoneForm } from '../components/timezone-form';

/**
 * Company admin > Preferences (docs/COMPANY-ADMIN.md): everyone in Company admin reads them;
 * admins who may write change them.
 */
export function PreferencesPage() {
  const { ctx, company, preferences } = useAccess();
  const canEdit = canChangeCompanySettings(ctx);
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader
        title="Preferences"
        description={
          canEdit
            ? 'Company-wide settings every page obeys.'
            : 'Company-wide settings every page obeys. Only an admin can change them.'
        }
      />
      <PreferencesForm preferences={preferences} canEdit={canEdit} />
      <TimezoneForm companyId={company.company_id} timezone={company.timezone} canEdit={canEdit} />
    </Stack>
  );
}
