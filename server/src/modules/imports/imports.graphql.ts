import { GraphQLScalarType, valueFromASTUntyped } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import {
  createAssetsFromRowsBody,
  deleteImportRowsBody,
  importJobId,
  importRowsQuery,
  initiateImportBody,
  updateImportRowFieldsBody,
} from '@fleet/domain/imports';
import { asGraphqlError, asGraphqlWrite, parseLikeRest } from '../../graphql/app-errors';
import { camelCase, snakeCase } from '../../graphql/zod-sdl';
import { createFileStore } from '../../platform/files/file-store';
import { createAssetsFromRows } from './import-create.service';
import { importMatcherFor } from './import-matcher-registry';
import { deleteRows, rowsPage, updateRowFields } from './import-review.service';
import { archiveJob, initiateImport, listJobs } from './imports.service';

/**
 * spec 2 §7 "Import and catalogue": the import's operations by the spec's names, over the REST
 * services (docs/IMPORT.md). Inputs and answers are REST's, with camelCase keys.
 */
export const importSchema = /* GraphQL */ `
  "An import job, its rows or an import's outcome, as REST answers them with camelCase keys."
  scalar ImportJSON

  extend type Query {
    "The company's import jobs, newest first; one when jobId is given."
    getAssetImportJobs(jobId: String, pageNumber: Int, pageSize: Int): ImportJSON!
    "A tab's rows (1 all, 2 clean, 3 with issues), the tabs' and the issues' counts."
    getAssetImportJobRows(jobId: String!, tab: Int, pageNumber: Int, pageSize: Int): ImportJSON!
  }

  extend type Mutation {
    "An import job from an uploaded file (uploadId) and its column mapping; answers the job."
    initiateAssetBulkImport(input: ImportJSON!): ImportJSON!
    "One product or reporting designation for many rows; answers the rows."
    updateAssetImportJobRowFields(input: ImportJSON!): ImportJSON!
    "End import."
    archiveImportJob(jobId: String!): ImportJSON!
    "Rows leave the review; deleting the last ends the import."
    deleteImportJobRows(input: ImportJSON!): ImportJSON!
    "Clean rows become assets (dryRun: what would)."
    createAssetsFromRows(input: ImportJSON!): ImportJSON!
  }
`;

/** Deep key renaming: GraphQL's camelCase in, REST's snake_case to the services and back. */
function renameDeep(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameDeep(item, rename));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [rename(key), renameDeep(item, rename)]),
  );
}
const toRest = (value: unknown) => renameDeep(value, snakeCase);
const toGraphql = (value: unknown) => renameDeep(value, camelCase);

const jobIdOf = (jobId: unknown) => parseLikeRest(importJobId, jobId);

export const importResolvers = {
  ImportJSON: new GraphQLScalarType({
    name: 'ImportJSON',
    serialize: (value) => value,
    parseValue: (value) => value,
    parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
  }),
  Query: {
    getAssetImportJobs: (
      _root: unknown,
      args: { jobId?: string | null; pageNumber?: number | null; pageSize?: number | null },
      ctx: MercuriusContext,
    ) =>
      asGraphqlError(async () =>
        toGraphql(
          await listJobs(ctx.deps, ctx.auth, {
            job_id:
              args.jobId === null || args.jobId === undefined ? undefined : jobIdOf(args.jobId),
            page_number: args.pageNumber ?? 1,
            page_size: Math.min(args.pageSize ?? 20, 100),
          }),
        ),
      ),
    getAssetImportJobRows: (
      _root: unknown,
      args: {
        jobId: string;
        tab?: number | null;
        pageNumber?: number | null;
        pageSize?: number | null;
      },
      ctx: MercuriusContext,
    ) =>
      asGraphqlError(async () => {
        const query = parseLikeRest(importRowsQuery, {
          tab: String(args.tab ?? 1),
          page_number: String(args.pageNumber ?? 1),
          page_size: String(args.pageSize ?? 5000),
        });
        return toGraphql(await rowsPage(ctx.deps, ctx.auth, jobIdOf(args.jobId), query));
      }),
  },
  Mutation: {
    initiateAssetBulkImport: (_root: unknown, args: { input: unknown }, ctx: MercuriusContext) =>
      asGraphqlWrite(ctx.auth, async () => {
        const input = args.input as { mapping?: unknown } & Record<string, unknown>;
        // The mapping's keys are field names (camelCase already): only the outer keys change.
        const body = parseLikeRest(initiateImportBody, {
          ...(toRest({ ...input, mapping: undefined }) as object),
          mapping: input.mapping,
        });
        const store = createFileStore(ctx.deps.config.files);
        return toGraphql(
          await initiateImport(ctx.deps, store, importMatcherFor(ctx.deps), ctx.auth, body),
        );
      }),
    updateAssetImportJobRowFields: (
      _root: unknown,
      args: { input: unknown },
      ctx: MercuriusContext,
    ) =>
      asGraphqlWrite(ctx.auth, async () => {
        const { job_id: jobId, ...rest } = toRest(args.input) as { job_id?: unknown };
        const body = parseLikeRest(updateImportRowFieldsBody, rest);
        return toGraphql(await updateRowFields(ctx.deps, ctx.auth, jobIdOf(jobId), body));
      }),
    archiveImportJob: (_root: unknown, args: { jobId: string }, ctx: MercuriusContext) =>
      asGraphqlWrite(ctx.auth, async () =>
        toGraphql(await archiveJob(ctx.deps, ctx.auth, jobIdOf(args.jobId))),
      ),
    deleteImportJobRows: (_root: unknown, args: { input: unknown }, ctx: MercuriusContext) =>
      asGraphqlWrite(ctx.auth, async () => {
        const { job_id: jobId, ...rest } = toRest(args.input) as { job_id?: unknown };
        const body = parseLikeRest(deleteImportRowsBody, rest);
        return toGraphql(await deleteRows(ctx.deps, ctx.auth, jobIdOf(jobId), body.row_ids));
      }),
    createAssetsFromRows: (_root: unknown, args: { input: unknown }, ctx: MercuriusContext) =>
      asGraphqlWrite(ctx.auth, async () => {
        const { job_id: jobId, ...rest } = toRest(args.input) as { job_id?: unknown };
        const body = parseLikeRest(createAssetsFromRowsBody, rest);
        return toGraphql(await createAssetsFromRows(ctx.deps, ctx.auth, jobIdOf(jobId), body));
      }),
  },
};
