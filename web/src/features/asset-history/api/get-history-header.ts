import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { type HistorySubject } from '../model/routes';
import { getHistoryAsset, type HistoryAsset } from './get-history-asset';
import { getHistoryRental, type HistoryRental } from './get-history-rental';
import { assetHistoryKeys } from './keys';

/** The page header: the asset, and for a rental the rental too. */
export interface HistoryHeaderData {
  asset: HistoryAsset;
  rental: HistoryRental | null;
}

async function getHistoryHeader(
  subject: HistorySubject,
  { signal }: { signal?: AbortSignal },
): Promise<HistoryHeaderData> {
  if (subject.kind === 'asset') {
    return { asset: await getHistoryAsset(subject.id, { signal }), rental: null };
  }
  const rental = await getHistoryRental(subject.id, { signal });
  // A rental without an asset assigned has no trips to show: the page treats it as not found.
  if (rental.equipment_id === null) {
    throw new ApiError({
      status: 404,
      code: 'NOT_FOUND',
      message: 'This rental has no asset assigned yet.',
    });
  }
  return { asset: await getHistoryAsset(rental.equipment_id, { signal }), rental };
}

export function historyHeaderQueryOptions(subject: HistorySubject) {
  return queryOptions({
    queryKey: assetHistoryKeys.header(subject),
    queryFn: ({ signal }) => getHistoryHeader(subject, { signal }),
    // The page says what went wrong in place (e.g. an asset that does not exist).
    meta: { skipGlobalErrorToast: true },
  });
}

export function useHistoryHeader(subject: HistorySubject) {
  return useQuery(historyHeaderQueryOptions(subject));
}
