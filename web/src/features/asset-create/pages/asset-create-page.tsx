import { Stack } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { AssetCreateForm } from '../components/asset-create-form';
import { safeReturnTo } from '../model/asset-create-values';

/**
 * spec 1 §2 `/assets/create?returnTo={path}`: the single-asset form. Save goes to `returnTo`
 * (the inventory by default); Cancel goes back to the page before.
 */
export function AssetCreatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const goBack = () => {
    // React Router numbers its entries: 0 is the first page of this tab, with nothing before.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(returnTo);
  };
  return (
    <Stack gap="lg">
      <PageHeader
        title="Add asset"
        description="A vehicle or a piece of equipment, with what you know of it now."
      />
      <AssetCreateForm onCreated={() => void navigate(returnTo)} onCancel={goBack} />
    </Stack>
  );
}
