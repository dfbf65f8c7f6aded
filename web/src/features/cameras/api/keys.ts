import type { QueryClient } from '@tanstack/react-query';
import { invalidateAssetChoices } from '../../../lib/asset-choices';
import { cameraListKeys } from '../../../lib/cameras-api/get-cameras';

/**
 * After a camera changes: the list, awaited so the dialog closes on fresh rows; and the assets'
 * cameras in the background, so the next dialog offers only assets still free.
 */
export async function invalidateCameraQueries(queryClient: QueryClient): Promise<void> {
  void invalidateAssetChoices(queryClient);
  await queryClient.invalidateQueries({ queryKey: cameraListKeys.list() });
}
