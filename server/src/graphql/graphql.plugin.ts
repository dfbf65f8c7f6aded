import type { FastifyInstance, FastifyRequest } from 'fastify';
import mercurius from 'mercurius';
import websocket from '@fastify/websocket';
import { MESSAGES } from '@fleet/domain';
import type { AppDeps } from '../deps';
import { GRAPHQL_PATH, bearerToken, type AuthContext } from '../platform/auth';
import { AppError } from '../platform/errors';
import { meResolver } from './me.resolver';
import { inventoryResolvers, inventorySchema } from '../modules/inventory/inventory.graphql';
import { sharingResolvers, sharingSchema } from '../modules/sharing/sharing.graphql';
import { archiveResolvers, archiveSchema } from '../modules/asset-archive/archive.graphql';
import { assetEditResolvers, assetEditSchema } from '../modules/assets/asset-edit.graphql';
import { assetsResolvers, assetsSchema } from '../modules/assets/assets.graphql';
import { usersResolvers, usersSchema } from '../modules/users/users.graphql';
import { importResolvers, importSchema } from '../modules/imports/imports.graphql';
import { catalogueResolvers, catalogueSchema } from '../modules/catalogue/catalogue.graphql';
import {
  assetCreateResolvers,
  assetCreateSchema,
} from '../modules/asset-create/asset-create.graphql';
import { createNotificationFanout, notificationsSchema } from './notifications';
import {
  configurationStepsResolvers,
  configurationStepsSchema,
} from '../modules/notifications/configuration-steps.graphql';
import { createSessionStreams } from './session-streams';
import { groupsResolvers, groupsSchema } from '../modules/groups/groups.graphql';
import { bulkEditResolvers, bulkEditSchema } from '../modules/bulk-edit/bulk-edit.graphql';
import {
  assetSearchResolvers,
  assetSearchSchema,
} from '../modules/asset-search/asset-search.graphql';
import { applyQueryLimits } from './limit-hooks';
import { MAX_WEBSOCKET_MESSAGE_BYTES } from './query-limits';
import {
  authenticateConnection,
  createLiveStatusFanout,
  liveStatusesSchema,
  type LiveSocket,
} from './live-statuses';

/** The fleet GraphQL endpoint (spec 2 §7 "fleet/graphql"); camelCase names as the spec writes them. */
const schema = /* GraphQL */ `
  type Permissions {
    canAccessCamera: Boolean!
    canCreateAssetFinancialRecords: Boolean!
    canGrantPermissions: Boolean!
    canReadAssetFinancialRecords: Boolean!
    isCompanyOwner: Boolean!
    readOnly: Boolean!
    securityLevelId: Int!
  }

  type CurrentUser {
    companyId: Int!
    email: String!
    firstName: String!
    lastName: String!
    userId: Int!
    permissions: Permissions!
  }

  type Query {
    "The signed-in user with the permissions of spec 2 §6."
    me: CurrentUser!
  }
`;

export interface GraphqlContext {
  auth: AuthContext;
  deps: AppDeps;
}

declare module 'mercurius' {
  interface MercuriusContext {
    auth: GraphqlContext['auth'];
    deps: GraphqlContext['deps'];
    /** Set on subscriptions: the stream's WebSocket. */
    socket?: LiveSocket;
  }
}

export async function registerGraphql(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const streams = createSessionStreams(deps);
  const live = createLiveStatusFanout(app, deps, streams);
  const notifications = createNotificationFanout(app, deps, { budget: live.budget, streams });
  app.addHook('onClose', () => {
    live.close();
    notifications.close();
    streams.close();
  });
  // Registered before mercurius, which then keeps it instead of its own (1 MiB messages): a
  // longer message closes the socket (1009) before any of it is parsed.
  await app.register(websocket, { options: { maxPayload: MAX_WEBSOCKET_MESSAGE_BYTES } });
  await app.register(mercurius, {
    schema: [
      schema,
      liveStatusesSchema,
      inventorySchema,
      archiveSchema,
      sharingSchema,
      assetEditSchema,
      assetsSchema,
      usersSchema,
      importSchema,
      assetCreateSchema,
      notificationsSchema,
      configurationStepsSchema,
      groupsSchema,
      bulkEditSchema,
      catalogueSchema,
      assetSearchSchema,
    ].join('\n'),
    path: GRAPHQL_PATH,
    graphiql: false,
    resolvers: {
      ...live.resolvers,
      Subscription: {
        ...live.resolvers.Subscription,
        ...notifications.resolvers.Subscription,
      },
      AssetJSON: assetEditResolvers.AssetJSON,
      ImportJSON: importResolvers.ImportJSON,
      Query: {
        me: meResolver,
        ...inventoryResolvers.Query,
        ...assetsResolvers.Query,
        ...usersResolvers.Query,
        ...importResolvers.Query,
        ...catalogueResolvers.Query,
        ...assetCreateResolvers.Query,
        ...configurationStepsResolvers.Query,
        ...groupsResolvers.Query,
        ...assetSearchResolvers.Query,
      },
      Mutation: {
        ...inventoryResolvers.Mutation,
        ...archiveResolvers.Mutation,
        ...sharingResolvers.Mutation,
        ...assetEditResolvers.Mutation,
        ...importResolvers.Mutation,
        ...catalogueResolvers.Mutation,
        ...assetCreateResolvers.Mutation,
        ...groupsResolvers.Mutation,
        ...bulkEditResolvers.Mutation,
      },
    },
    subscription: {
      // Signs in with the connection_init payload ({ authorization: 'Bearer …' }).
      onConnect: ({ payload }) => authenticateConnection(deps, payload),
      context: (socket) => ({ deps, socket }),
      keepAlive: 30_000,
    },
    context: (request: FastifyRequest) => {
      // Mercurius also builds the context on its error path, after the auth hook refused the
      // call: raise the same refusal, so a bad token keeps its `invalid_token` type (DESIGN §3).
      if (!request.authContext) {
        throw bearerToken(request)
          ? new AppError('UNAUTHENTICATED', 401, MESSAGES.invalidToken, 'invalid_token')
          : new AppError('UNAUTHENTICATED', 401, MESSAGES.missingToken);
      }
      return { auth: request.authContext, deps };
    },
  });
  applyQueryLimits(app, { introspection: deps.config.graphqlIntrospection, budget: live.budget });
}
