import type { MercuriusContext } from 'mercurius';
import { asGraphqlError } from '../../graphql/app-errors';
import { shareLocation } from './share-location.service';

/**
 * spec 1 §7 share-location mutation and spec 2 §7 `shareLocation (assetId, location, message,
 * phoneNumber, rentalId)`: one of assetId, rentalId or location; success is `ok`. The phone
 * number is optional in the schema so that a missing one gets the spec's sentence.
 */
export const sharingSchema = /* GraphQL */ `
  input ShareLocationPlace {
    latitude: Float!
    longitude: Float!
    "What the sender calls the place; optional."
    name: String
  }

  type ShareLocationResult {
    ok: Boolean!
  }

  extend type Mutation {
    "Texts a link to the live position of an asset or a rental's asset, or to a place."
    shareLocation(
      assetId: Int
      rentalId: Int
      location: ShareLocationPlace
      message: String
      phoneNumber: String
    ): ShareLocationResult!
  }
`;

/** GraphQL gives null for an argument not sent; the domain schema expects it left out. */
const sent = (args: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null));

export const sharingResolvers = {
  Mutation: {
    shareLocation: (_root: unknown, args: Record<string, unknown>, ctx: MercuriusContext) => {
      const { request } = ctx.reply;
      const location = args.location as Record<string, unknown> | null | undefined;
      return asGraphqlError(() =>
        shareLocation(ctx.deps, ctx.auth, `${request.protocol}://${request.host}`, {
          ...sent(args),
          ...(location ? { location: sent(location) } : {}),
        }),
      );
    },
  },
};
