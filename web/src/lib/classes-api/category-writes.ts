import { useMutation, useQueryClient } from '@tanstack/react-query';
import { category, type CategoryCreateInput, type CategoryUpdateInput } from '@fleet/domain';
import { apiRequest, apiRequestNoContent } from '../api-client';
import { classesKeys } from './classes-keys';

/** After a category write the categories and classes are read again (counts, names). */
function useRefreshClasses() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: classesKeys.all });
}

/** spec 2 §7 POST companies/{companyId}/category; 409 'This Category name is already in use'. */
export function useCreateCategory(companyId: number) {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: (body: CategoryCreateInput) =>
      apiRequest(`/companies/${companyId}/category`, category, { method: 'POST', body }),
    onSuccess: refresh,
    // The forms say spec 2 §8's words for a failure.
    meta: { skipGlobalErrorToast: true },
  });
}

/** spec 2 §7 PATCH companies/{companyId}/category/{categoryId}. */
export function useUpdateCategory(companyId: number) {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: ({ categoryId, body }: { categoryId: number; body: CategoryUpdateInput }) =>
      apiRequest(`/companies/${companyId}/category/${categoryId}`, category, {
        method: 'PATCH',
        body,
      }),
    onSuccess: refresh,
    meta: { skipGlobalErrorToast: true },
  });
}

/** spec 2 §7 DELETE companies/{companyId}/category/{categoryId}: deactivates it. */
export function useDeleteCategory(companyId: number) {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: (categoryId: number) =>
      apiRequestNoContent(`/companies/${companyId}/category/${categoryId}`, { method: 'DELETE' }),
    onSuccess: refresh,
    meta: { skipGlobalErrorToast: true },
  });
}
