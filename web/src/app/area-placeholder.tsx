import type { NavEntry } from '@fleet/domain';
import { PageHeader } from '../components/page-header';
import { CompanyAdminHome } from './company-admin-home';

/** An area's page until its feature lands: its name and what it will hold. */
export function AreaPlaceholder({ entry, description }: { entry: NavEntry; description: string }) {
  return entry.path === '/company-admin' ? (
    <CompanyAdminHome title={entry.label} description={description} />
  ) : (
    <PageHeader title={entry.label} description={description} />
  );
}
