import { isApiError } from '../../../lib/api-client';
import { MAP_MESSAGES } from './messages';

/** spec 1 §8 "Asset load": what a failed load of a card's asset says; the card then hides. */
export const ASSET_LOAD_MESSAGES = {
  unauthorized: 'You are not authorized to view the requested asset.',
  forbidden: 'You do not have permission to view the requested asset.',
  network: 'Network Error',
  networkHint: 'Please check your internet connection.',
} as const;

export function assetLoadMessage(error: unknown): { title?: string; message: string } {
  if (!isApiError(error)) return { message: MAP_MESSAGES.assetNotFound };
  if (error.isNetworkError) {
    return { title: ASSET_LOAD_MESSAGES.network, message: ASSET_LOAD_MESSAGES.networkHint };
  }
  if (error.status === 401) return { message: ASSET_LOAD_MESSAGES.unauthorized };
  if (error.status === 403) return { message: ASSET_LOAD_MESSAGES.forbidden };
  if (error.status === 404) return { message: MAP_MESSAGES.assetNotFound };
  return { message: error.message || MAP_MESSAGES.assetNotFound };
}
