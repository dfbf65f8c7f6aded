import { useCallback, useMemo, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useNavigate, useSearchParams } from 'react-router';
import {
  BULK_EDIT_MESSAGES,
  TOAST_MS,
  type BulkFailedAsset,
  type BulkGroupResult,
} from '@fleet/domain';
import { describeError } from '../../../lib/error-toasts';
import { showSuccessToast } from '../../../lib/toasts';
import { countAssetIds, formatAssetIds, outcomeOf, parseAssetIds } from '../model/bulk-edit-model';

/** Where both pages come from and go back to (spec 1 §2). */
export const INVENTORY_PATH = '/inventory';

export interface BulkEdit {
  /** The selected assets, from `?assetIds=` (a removed one leaves the URL too). */
  assetIds: number[];
  /** How many the inventory selected, when more than a page takes (1,000); else null. */
  leftOut: number | null;
  removeAsset: (assetId: number) => void;
  /** The assets the last save could not change, with why; null before a save or after success. */
  failed: BulkFailedAsset[] | null;
  /** The fields call's `error` ('N asset(s) failed to update'), shown as 'Update Error'. */
  errorText: string | null;
  /** spec 2 §4: the result of a save. */
  onResult: (result: BulkGroupResult & { error?: string | null }) => void;
  /** A refused or failed call: the page's toast ('There was a problem …') with the detail. */
  onError: (error: unknown) => void;
  cancel: () => void;
}

/**
 * The one result handling of both bulk edit pages (spec 2 §4 "Bulk asset update"): with no
 * failure a success toast, the selection cleared and back to the inventory; otherwise the
 * failures listed with their reasons and the successful assets removed from the selection.
 */
export function useBulkEdit(failureTitle: string): BulkEdit {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const assetIds = useMemo(() => parseAssetIds(params.get('assetIds')), [params]);
  const asked = countAssetIds(params.get('assetIds'));
  const [failed, setFailed] = useState<BulkFailedAsset[] | null>(null);
  const [errorText, setErrorText] = useState<string | null>(null);

  const setAssetIds = useCallback(
    (ids: readonly number[]) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (ids.length === 0) next.delete('assetIds');
          else next.set('assetIds', formatAssetIds(ids));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const onResult: BulkEdit['onResult'] = (result) => {
    const outcome = outcomeOf(result);
    if (outcome.kind === 'done') {
      showSuccessToast(BULK_EDIT_MESSAGES.updated);
      // The inventory's selection lives in its table: a new visit starts with none.
      void navigate(INVENTORY_PATH);
      return;
    }
    const changed = new Set(result.successful_assets.map((asset) => asset.id));
    setAssetIds(assetIds.filter((id) => !changed.has(id)));
    setFailed(outcome.failed);
    setErrorText(result.error ?? null);
  };

  const onError = (error: unknown) => {
    notifications.show({
      color: 'red',
      title: failureTitle,
      message: describeError(error).title ?? describeError(error).message,
      autoClose: TOAST_MS.default,
    });
  };

  return {
    assetIds,
    leftOut: asked > assetIds.length ? asked - assetIds.length : null,
    removeAsset: (assetId) => setAssetIds(assetIds.filter((id) => id !== assetId)),
    failed,
    errorText,
    onResult,
    onError,
    cancel: () => void navigate(INVENTORY_PATH),
  };
}
