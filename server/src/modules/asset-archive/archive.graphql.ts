import type { MercuriusContext } from 'mercurius';
import { ARCHIVE_STATUSES, MAX_ID } from '@fleet/domain';
import { asGraphqlError } from '../../graphql/app-errors';
import { archiveAsset, restoreAsset } from './archive.service';

/** spec 2 §7: archiveAsset(archivedStatus, assetId) returns a boolean; restoreAsset(assetId). */
export const archiveSchema = /* GraphQL */ `
  "spec 2 §4: why an asset left service (ARCHIVED is shown as 'No reason')."
  enum AssetArchivedStatus {
    ${ARCHIVE_STATUSES.join('\n    ')}
  }

  extend type Mutation {
    "Takes an asset out of service; every reason but STOLEN takes its tracker, camera and driver off."
    archiveAsset(archivedStatus: AssetArchivedStatus!, assetId: Int!): Boolean!
    "Brings an archived asset back into service (without the tracker it lost)."
    restoreAsset(assetId: Int!): Boolean!
  }
`;

/** An id no asset has (0, negative, past the column) is simply not found. */
const assetIdOf = (value: number): number => (value > 0 && value <= MAX_ID ? value : 0);

export const archiveResolvers = {
  Mutation: {
    archiveAsset: (
      _root: unknown,
      args: { archivedStatus: (typeof ARCHIVE_STATUSES)[number]; assetId: number },
      ctx: MercuriusContext,
    ) =>
      asGraphqlError(() =>
        archiveAsset(ctx.deps, ctx.auth, assetIdOf(args.assetId), args.archivedStatus),
      ),
    restoreAsset: (_root: unknown, args: { assetId: number }, ctx: MercuriusContext) =>
      asGraphqlError(() => restoreAsset(ctx.deps, ctx.auth, assetIdOf(args.assetId))),
  },
};
