import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CLASSES_MESSAGES, equipmentClass, type EquipmentClass } from '@fleet/domain';
import { apiRequest } from '../api-client';
import { CACHE_TIME } from '../query-client';
import { classesKeys } from './classes-keys';
import { useLoadErrorToast } from './load-error-toast';

const classList = z.array(equipmentClass);

/** spec 2 §7 GET equipment-classes: the company's classes, one category's when given. */
export function getEquipmentClasses(
  categoryId: number | null,
  signal?: AbortSignal,
): Promise<EquipmentClass[]> {
  const path =
    categoryId === null ? '/equipment-classes' : `/equipment-classes?category_id=${categoryId}`;
  return apiRequest(path, classList, { signal });
}

export const equipmentClassesOptions = (categoryId: number | null = null) =>
  queryOptions({
    queryKey: classesKeys.equipmentClassList(categoryId),
    queryFn: ({ signal }) => getEquipmentClasses(categoryId, signal),
    staleTime: CACHE_TIME.short,
    meta: { skipGlobalErrorToast: true },
  });

/**
 * The classes (every field; one category's when `categoryId` is given, as the bulk edit's class
 * choice needs, spec 2 §5), with spec 2 §8's toast when they cannot be read.
 */
export function useEquipmentClasses(categoryId: number | null = null, enabled = true) {
  const query = useQuery({ ...equipmentClassesOptions(categoryId), enabled });
  useLoadErrorToast(query.error, 'equipment-classes-load', CLASSES_MESSAGES.classesFetchFailed);
  return query;
}
