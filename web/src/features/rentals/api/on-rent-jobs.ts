import { useQuery } from '@tanstack/react-query';
import { job, type Job } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { onRentKeys } from './on-rent-keys';

/** spec 1 §7 GET /jobs: top-level jobs with their phases. */
export function getJobs(signal?: AbortSignal): Promise<Job[]> {
  return apiRequest('/jobs', job.array(), { signal });
}

export function useJobs() {
  return useQuery({
    queryKey: onRentKeys.jobs(),
    queryFn: ({ signal }) => getJobs(signal),
    staleTime: CACHE_TIME.normal,
    meta: { skipGlobalErrorToast: true },
  });
}
