import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import type { ImportPreview } from '@fleet/domain/imports';
import { PageHeader } from '../../../components/page-header';
import { useAccess } from '../../../lib/access-provider';
import { safeReturnTo } from '../../../lib/url-state/return-to';
import { FileStep } from '../components/file-step';
import { ImportReview } from '../components/import-review';
import { MappingStep } from '../components/mapping-step';
import { RecentImports } from '../components/recent-imports';

/**
 * spec 1 §2 `/assets/bulk-add?returnTo={path}` (docs/IMPORT.md): a spreadsheet, its columns
 * matched to the asset's fields, then the review dialog of spec 2 §2 for the job (its id in the
 * URL, so a reload or a return keeps it), and the company's recent imports with their undo.
 */
export function BulkAddPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { ctx } = useAccess();
  const [read, setRead] = useState<{ uploadId: number; preview: ImportPreview } | null>(null);
  const jobId = params.get('jobId');
  const returnTo = safeReturnTo(params.get('returnTo')) ?? '/inventory';
  const openJob = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('jobId');
      else next.set('jobId', id);
      return next;
    });
  return (
    <Stack gap="lg">
      <PageHeader
        title="Upload assets"
        description="Add many assets at once from a spreadsheet: match its columns, connect each asset to a product and a home base, then import the clean rows."
      />
      {read === null ? (
        <FileStep onRead={(uploadId, preview) => setRead({ uploadId, preview })} />
      ) : (
        <MappingStep
          uploadId={read.uploadId}
          preview={read.preview}
          onBack={() => setRead(null)}
          onStarted={(id) => {
            setRead(null);
            openJob(id);
          }}
        />
      )}
      <RecentImports onOpen={openJob} isReadOnly={ctx.readOnly} />
      {jobId !== null && (
        <ImportReview
          jobId={jobId}
          isReadOnly={ctx.readOnly}
          onClose={(outcome) => {
            openJob(null);
            if (outcome === 'ended') void navigate(returnTo);
          }}
        />
      )}
    </Stack>
  );
}
