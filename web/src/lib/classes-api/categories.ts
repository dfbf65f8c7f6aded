import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CLASSES_MESSAGES, category, type Category } from '@fleet/domain';
import { apiRequest } from '../api-client';
import { CACHE_TIME } from '../query-client';
import { classesKeys } from './classes-keys';
import { useLoadErrorToast } from './load-error-toast';

const categoryList = z.array(category);

/** spec 2 §7 GET categories: the company's active categories (parent_category_id: the tree). */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest('/categories', categoryList, { signal });
}

export const categoriesOptions = () =>
  queryOptions({
    queryKey: classesKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: CACHE_TIME.short,
    // useCategories says the spec's sentence instead of the generic one.
    meta: { skipGlobalErrorToast: true },
  });

/** The categories, with spec 2 §8's toast when they cannot be read. */
export function useCategories(enabled = true) {
  const query = useQuery({ ...categoriesOptions(), enabled });
  useLoadErrorToast(query.error, 'categories-load', CLASSES_MESSAGES.categoriesFetchFailed);
  return query;
}

/** Top-level categories first, each followed by its sub-categories, by name. */
export function categoryTree(
  categories: readonly Category[],
): Array<{ category: Category; depth: 0 | 1 }> {
  const byName = (a: Category, b: Category) => a.name.localeCompare(b.name);
  const ids = new Set(categories.map((c) => c.category_id));
  // A sub-category whose parent is not listed is shown at the top rather than lost.
  const isTop = (c: Category) => c.parent_category_id === null || !ids.has(c.parent_category_id);
  const tops = categories.filter(isTop).sort(byName);
  return tops.flatMap((top) => [
    { category: top, depth: 0 as const },
    ...categories
      .filter((c) => !isTop(c) && c.parent_category_id === top.category_id)
      .sort(byName)
      .map((c) => ({ category: c, depth: 1 as const })),
  ]);
}

/** spec 2 §5: a parent may only be an active top-level category (the list holds active ones). */
export function parentCategoryOptions(categories: readonly Category[], exceptId?: number) {
  return categories
    .filter((c) => c.parent_category_id === null && c.category_id !== exceptId)
    .sort((a, b) => a.name.localeCompare(b.name));
}
