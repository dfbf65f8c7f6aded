import type { AssetCreateBody } from '@fleet/domain';
import type { ZodForm } from '../../../lib/forms/use-zod-form';
import type { AssetCreateValues } from '../model/asset-create-values';

/** The single-asset form, as its parts receive it. */
export type AssetCreateForm = ZodForm<AssetCreateValues, AssetCreateBody>;
