import type { NavEntry } from '@fleet/domain';
import { PageHeader } from '../components/page-header';

/** An area's page until its feature lands: its name and what it will hold. */
export function AreaPlaceholder({ entry, description }: { entry: NavEntry; description: string }) {
  return <PageHeader title={entry.label} description={description} />;
}
