import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { frameUrlsAnswer, type FrameUrlsBody } from '@fleet/domain';
import { apiRequest } from './api-client';
import { CACHE_TIME } from './query-client';

/**
 * The company's partner frame addresses (docs/FRAMES.md): every frame route and the setup page
 * read them, Company > Frames writes them; so they live here rather than in one feature.
 */
export const frameUrlKeys = {
  all: ['frame-urls'] as const,
  company: (companyId: number) => [...frameUrlKeys.all, companyId] as const,
};

export function useFrameUrls(companyId: number) {
  return useQuery({
    queryKey: frameUrlKeys.company(companyId),
    queryFn: ({ signal }) =>
      apiRequest(`/companies/${companyId}/frame-urls`, frameUrlsAnswer, { signal }),
    staleTime: CACHE_TIME.normal,
  });
}

export function useSaveFrameUrls(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FrameUrlsBody) =>
      apiRequest(`/companies/${companyId}/frame-urls`, frameUrlsAnswer, { method: 'PUT', body }),
    onSuccess: (answer) => queryClient.setQueryData(frameUrlKeys.company(companyId), answer),
    meta: { skipGlobalErrorToast: true },
  });
}
