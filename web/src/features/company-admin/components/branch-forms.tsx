import { Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { branchUpdate, marketCreate } from '@fleet/domain';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { Flyout } from '../../../components/dialogs/flyout';
import type { CompanyBranch } from '../../../lib/company-branches';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showSuccessToast } from '../../../lib/toasts';
import {
  useCreateBranch,
  useCreateMarket,
  useRenameMarket,
  useUpdateBranch,
} from '../api/branches';

interface Market {
  market_id: number;
  name: string;
}

/** Add a branch, or rename, open or close one and choose its market. */
export function BranchFlyout({
  branch,
  markets,
  onClose,
}: {
  branch: CompanyBranch | 'new' | null;
  markets: readonly Market[];
  onClose: () => void;
}) {
  const title = branch === 'new' ? 'Add branch' : `Edit ${branch?.name ?? 'branch'}`;
  return (
    <Flyout opened={branch !== null} onClose={onClose} title={title} size="400px">
      {branch && (
        <BranchForm
          key={branch === 'new' ? 'new' : branch.id}
          branch={branch === 'new' ? null : branch}
          markets={markets}
          onClose={onClose}
        />
      )}
    </Flyout>
  );
}

function BranchForm({
  branch,
  markets,
  onClose,
}: {
  branch: CompanyBranch | null;
  markets: readonly Market[];
  onClose: () => void;
}) {
  const create = useCreateBranch();
  const update = useUpdateBranch();
  const { form, failure, showServerError } = useZodForm(branchUpdate, {
    initialValues: {
      name: branch?.name ?? '',
      active: branch?.active ?? true,
      market_id: branch?.market_id ?? null,
    },
  });
  const done = (name: string) => {
    showSuccessToast(branch ? `${name} was saved.` : `${name} was added.`);
    onClose();
  };
  return (
    <form
      aria-label={branch ? `Edit ${branch.name}` : 'Add branch'}
      noValidate
      onSubmit={form.onSubmit((body) => {
        const name = body.name ?? branch?.name ?? '';
        if (branch) {
          update.mutate(
            { branchId: branch.id, patch: body },
            { onSuccess: () => done(name), onError: showServerError },
          );
        } else {
          create.mutate(
            { ...body, name },
            { onSuccess: () => done(name), onError: showServerError },
          );
        }
      })}
    >
      <Stack gap="md">
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        <Select
          label="Market"
          placeholder="No market"
          clearable
          data={markets.map((market) => ({ value: String(market.market_id), label: market.name }))}
          value={form.values.market_id === null ? null : String(form.values.market_id)}
          onChange={(value) =>
            form.setFieldValue('market_id', value === null ? null : Number(value))
          }
          error={form.errors.market_id}
        />
        <Switch
          label="Active: assets can be assigned to it"
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <DialogActions
          failure={failure}
          onCancel={onClose}
          confirmLabel={branch ? 'Save' : 'Add branch'}
          isPending={create.isPending || update.isPending}
        />
      </Stack>
    </form>
  );
}

/** Add or rename a market (admins). */
export function MarketModal({
  market,
  onClose,
}: {
  market: Market | 'new' | null;
  onClose: () => void;
}) {
  const title = market === 'new' ? 'Add market' : `Rename ${market?.name ?? 'market'}`;
  return (
    <Modal opened={market !== null} onClose={onClose} title={title} size="md">
      {market && (
        <MarketForm
          key={market === 'new' ? 'new' : market.market_id}
          market={market === 'new' ? null : market}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function MarketForm({ market, onClose }: { market: Market | null; onClose: () => void }) {
  const create = useCreateMarket();
  const rename = useRenameMarket();
  const { form, failure, showServerError } = useZodForm(marketCreate, {
    initialValues: { name: market?.name ?? '' },
  });
  const done = () => {
    showSuccessToast(market ? 'The market was renamed.' : 'The market was added.');
    onClose();
  };
  return (
    <form
      aria-label={market ? `Rename ${market.name}` : 'Add market'}
      noValidate
      onSubmit={form.onSubmit(({ name }) =>
        market
          ? rename.mutate(
              { marketId: market.market_id, name },
              { onSuccess: done, onError: showServerError },
            )
          : create.mutate({ name }, { onSuccess: done, onError: showServerError }),
      )}
    >
      <Stack gap="md">
        <TextInput label="Market name" required data-autofocus {...form.getInputProps('name')} />
        <DialogActions
          failure={failure}
          onCancel={onClose}
          confirmLabel={market ? 'Save' : 'Add market'}
          isPending={create.isPending || rename.isPending}
        />
      </Stack>
    </form>
  );
}
