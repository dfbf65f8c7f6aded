import type { MercuriusContext } from 'mercurius';
import { assetCreateBody, type VinDetails } from '@fleet/domain';
import { asGraphqlError, asGraphqlWrite, parseLikeRest } from '../../graphql/app-errors';
import { graphqlFields, renameKeys, snakeCase } from '../../graphql/zod-sdl';
import { createAsset, getDetailsFromVin } from './asset-create.service';

/**
 * spec 2 §7 createAsset(input) → id and getDetailsFromVin(vin) → errors, vehicle, metadata:
 * the GraphQL names of POST /api/assets and GET /api/vin-details, over the same service and
 * schema, with the same refusals and sentences.
 */
export const assetCreateSchema = /* GraphQL */ `
  "A new asset (POST /api/assets): custom name and asset type are required."
  input CreateAssetInput {
${graphqlFields(assetCreateBody, 'input')}
  }

  type CreatedAsset {
    id: Int!
  }

  type VinVehicle {
    make: String
    manufacturer: String
    modelYear: Int
    country: String
    "light, truck, trailer or equipment: which model-year rule was used"
    kind: String
  }

  type VinMetadata {
    vin: String!
    wmi: String
    checkDigit: String
    expectedCheckDigit: String
    isCheckDigitValid: Boolean!
    modelYearCode: String
    source: String!
  }

  type VinDetails {
    "Why the VIN is wrong or only partly understood; empty when all is well."
    errors: [String!]!
    vehicle: VinVehicle
    metadata: VinMetadata!
  }

  extend type Query {
    "Decodes a VIN offline: make and maker from its first three characters, model year from the tenth."
    getDetailsFromVin(vin: String!): VinDetails!
  }

  extend type Mutation {
    "Adds one asset with the rules of POST /api/assets; answers its id."
    createAsset(input: CreateAssetInput!): CreatedAsset!
  }
`;

const toGraphql = (details: VinDetails) => ({
  errors: details.errors,
  vehicle: details.vehicle && {
    make: details.vehicle.make,
    manufacturer: details.vehicle.manufacturer,
    modelYear: details.vehicle.model_year,
    country: details.vehicle.country,
    kind: details.vehicle.kind,
  },
  metadata: {
    vin: details.metadata.vin,
    wmi: details.metadata.wmi,
    checkDigit: details.metadata.check_digit,
    expectedCheckDigit: details.metadata.expected_check_digit,
    isCheckDigitValid: details.metadata.is_check_digit_valid,
    modelYearCode: details.metadata.model_year_code,
    source: details.metadata.source,
  },
});

export const assetCreateResolvers = {
  Query: {
    getDetailsFromVin: (_root: unknown, args: { vin: string }) =>
      asGraphqlError(() => Promise.resolve(toGraphql(getDetailsFromVin(args.vin)))),
  },
  Mutation: {
    createAsset: (
      _root: unknown,
      args: { input: Record<string, unknown> },
      ctx: MercuriusContext,
    ) =>
      asGraphqlWrite(ctx.auth, async () => {
        const input = parseLikeRest(assetCreateBody, renameKeys(args.input, snakeCase));
        const { asset_id: id } = await createAsset(ctx.deps, ctx.auth, input);
        return { id };
      }),
  },
};
