import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  branchAssignment,
  branchAssignmentQuery,
  errorBody,
  id,
  type BranchAssignment,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { findAsset } from '../assets/assets.repo';
import { listBranchAssignments } from './branch-assignments.repo';

/** spec 1 §7 GET assets/{id}/branch-assignments?assignment_type_id=2: the card's branch history. */
export const branchAssignmentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/assets/:assetId/branch-assignments',
    {
      schema: {
        tags: ['assets'],
        summary: 'An asset’s branch history, newest first (type 1 inventory, 2 rental)',
        params: z.object({ assetId: id }),
        querystring: branchAssignmentQuery,
        response: { 200: branchAssignment.array(), 400: errorBody, 404: errorBody },
      },
    },
    async (request): Promise<BranchAssignment[]> => {
      const auth = requireAuth(request);
      const { assetId } = request.params;
      // Archived assets too: their history stays readable (docs/ARCHIVE.md).
      if (!(await findAsset(deps.db, auth.companyId, assetId))) throw notFound('Asset not found.');
      const typeId = request.query.assignment_type_id;
      const rows = await listBranchAssignments(deps.db, assetId, typeId);
      return rows.map((row) => ({
        branch_assignment_id: row.branchAssignmentId,
        assignment_type_id: row.assignmentTypeId === 1 ? 1 : 2,
        branch: { branch_id: row.branchId, name: row.branchName },
        start_date: row.startDate.toISOString(),
        end_date: row.endDate?.toISOString() ?? null,
      }));
    },
  );
};
