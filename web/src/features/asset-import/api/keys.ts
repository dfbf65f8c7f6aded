/** Query keys of the bulk import (one job's rows per tab). */
export const importKeys = {
  all: ['asset-imports'] as const,
  rows: (jobId: string) => ['asset-imports', jobId, 'rows'] as const,
};
