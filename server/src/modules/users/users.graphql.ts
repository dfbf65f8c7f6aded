import type { MercuriusContext } from 'mercurius';
import { user } from '@fleet/domain';
import { asGraphqlError } from '../../graphql/app-errors';
import { camelCase, graphqlFields, renameKeys } from '../../graphql/zod-sdl';
import { listUsers } from './users.service';

/**
 * spec 2 §7 getUsers: the caller's company's users, as GET /api/companies/{id}/users lists
 * them (every signed-in user may read it), with the REST fields in camelCase.
 */
export const usersSchema = /* GraphQL */ `
  "A user of the company, as REST's users list returns one (camelCase)."
  type User {
${graphqlFields(user, 'output')}
  }

  extend type Query {
    "The users of the caller's company."
    getUsers: [User!]!
  }
`;

export const usersResolvers = {
  Query: {
    getUsers: (_root: unknown, _args: unknown, ctx: MercuriusContext) =>
      asGraphqlError(async () =>
        (await listUsers(ctx.deps, ctx.auth)).map((found) => renameKeys(found, camelCase)),
      ),
  },
};
