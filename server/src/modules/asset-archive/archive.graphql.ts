import type { MercuriusContext } from 'mercurius';
import { ARCHIVE_STATUSES } from '@fleet/domain';
import { asGraphqlError } from '../../graphql/app-errors';
import { idOf } from '../../graphql/ids';
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

export const archiveResolvers = {
  Mutation: {
    archiveAsset: (
      _root: unknown,
      args: { archivedStatus: (typeof ARCHIVE_STATUSES)[number]; assetId: number },
      ctx: MercuriusContext,
    ) =>
      asGraphqlError(() =>
        archiveAsset(ctx.deps, ctx.auth, idOf(args.assetId), args.archivedStatus),
      ),
    restoreAsset: (_root: unknown, args: { assetId: number }, ctx: MercuriusContext) =>
      asGraphqlError(() => restoreAsset(ctx.deps, ctx.auth, idOf(args.assetId))),
  },
};
