import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { useSchemaCompilers } from './platform/schema-compilers';
import type { AppDeps } from './deps';
import { GRAPHQL_PATH, authPlugin, createSessionCache } from './platform/auth';
import { answerFrameworkError, registerErrorHandling } from './platform/errors';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerRequestLog } from './platform/request-log';
import { refuseUnstorableText } from './platform/body-guards';
import { registerOverloadShedding } from './platform/overload';
import { registerWebClient } from './platform/web-client';
import { apiDocsUiOptions } from './platform/api-docs';
import { registerGraphql } from './graphql/graphql.plugin';
import { findLiveSession } from './modules/auth/sessions.repo';
import { authRoutes } from './modules/auth/auth.routes';
import { userRoutes } from './modules/users/users.routes';
import { companyRoutes } from './modules/companies/companies.routes';
import { preferenceRoutes } from './modules/preferences/preferences.routes';
import { branchRoutes } from './modules/branches/branches.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { flagRoutes } from './modules/flags/flags.routes';
import { assetRoutes } from './modules/assets/assets.routes';
import { assetEditRoutes } from './modules/assets/asset-edit.routes';
import { assetSearchRoutes } from './modules/asset-search/asset-search.routes';
import { mapRoutes } from './modules/map/map.routes';
import { tripRoutes } from './modules/trips/trips.routes';
import { geofenceRoutes } from './modules/geofences/geofences.routes';
import { groupRoutes } from './modules/groups/groups.routes';
import { alertRoutes } from './modules/alerts/alerts.routes';
import { deviceRoutes } from './modules/devices/devices.routes';
import { rentalRoutes } from './modules/rentals/rentals.routes';
import { trackerRoutes } from './modules/trackers/trackers.routes';
import { cameraRoutes } from './modules/cameras/cameras.routes';
import { decorateCameraMedia } from './modules/cameras/camera-media';
import { cameraMediaRoutes } from './modules/cameras/camera-media.routes';
import { rentalListRoutes } from './modules/rentals/rental-list.routes';
import { onRentRoutes } from './modules/rentals/on-rent.routes';
import { jobsiteRoutes } from './modules/jobsites/jobsites.routes';
import { offRentRoutes } from './modules/rentals/off-rent.routes';
import { thirdPartyRoutes } from './modules/third-party/third-party.routes';
import { inventoryRoutes } from './modules/inventory/inventory.routes';
import { operatorRoutes } from './modules/operators/operators.routes';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import { serviceRequestRoutes } from './modules/service-requests/service-requests.routes';
import { photoRoutes } from './modules/photos/photos.routes';
import { workOrderRoutes } from './modules/service/work-orders.routes';
import { maintenanceGroupRoutes } from './modules/service/maintenance-groups.routes';
import { sharingRoutes } from './modules/sharing/sharing.routes';
import { archiveRoutes } from './modules/asset-archive/archive.routes';
import { trackerRequestRoutes } from './modules/tracker-requests/tracker-requests.routes';
import { branchAssignmentRoutes } from './modules/branch-assignments/branch-assignments.routes';
import { importRoutes } from './modules/imports/imports.routes';
import { importCreateRoutes } from './modules/imports/import-create.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { resourceRoutes } from './modules/catalogue/resources.routes';
import { assetCreateRoutes } from './modules/asset-create/asset-create.routes';
import { bulkEditRoutes } from './modules/bulk-edit/bulk-edit.routes';
import { classReadRoutes } from './modules/classes/classes-read.routes';
import { categoryRoutes } from './modules/classes/categories.routes';
import { equipmentClassRoutes } from './modules/classes/equipment-classes.routes';
import { classModelRoutes } from './modules/classes/models.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { billingCatalogRoutes } from './modules/billing/billing-catalog.routes';
import { companyAdminRoutes } from './modules/company-admin/company-admin.routes';
import { invitationRoutes } from './modules/company-admin/invitations.routes';
import { apiTokenRoutes } from './modules/company-admin/api-tokens.routes';
import { frameRoutes } from './modules/frames/frames.routes';
import { quoteRoutes } from './modules/quotes/quotes.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { cameraSignallingRoutes } from './modules/camera-signalling/camera-signalling.routes';
import { safetyEventRoutes } from './modules/safety-events/safety-events.routes';
import { registerCameraBroker } from './platform/mqtt/broker-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered: the tenancy walk test reads it. */
    registeredRoutes: RouteOptions[];
  }
}

export interface BuildOptions {
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream | undefined };
  /** Serve the built web client when it exists. */
  serveWeb?: boolean;
}

const BODY_LIMIT_BYTES = 1024 * 1024;
const QUIET_LEVELS = new Set(['warn', 'error', 'fatal', 'silent']);

export async function buildApp(
  deps: AppDeps,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request, written by registerRequestLog, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A child logger per request is costly; below info level nothing per-request is logged.
    childLoggerFactory: (logger, bindings, childOptions) =>
      QUIET_LEVELS.has(logger.level) ? logger : logger.child(bindings, childOptions),
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Forwarded-For is believed only from the listed proxies (TRUST_PROXY), else anyone could
    // pick the address the sign-in limit counts.
    trustProxy: deps.config.trustProxy,
    // Ids in paths are numbers; this keeps /api/users/1/ and /api/users/1 the same route.
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed or overlong path is refused in the `{ error }` shape too, not Fastify's own.
    frameworkErrors: answerFrameworkError,
  });
  useSchemaCompilers(app);
  registerErrorHandling(app);
  registerRequestLog(app);
  // The API takes JSON only: a text/plain body is a wrong content type (415), not a string.
  app.removeContentTypeParser('text/plain');
  refuseUnstorableText(app);

  const routes: RouteOptions[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });

  // First of the request hooks: an overloaded process answers 503 before any other work.
  await registerOverloadShedding(app, deps.config.overloadEventLoopDelayMs);
  registerSecurityHeaders(app, deps.config);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Fleet API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    // The GraphQL routes declare JSON schemas (not zod): they are documented as they are.
    transform: (input) =>
      input.url === GRAPHQL_PATH
        ? { schema: input.schema, url: input.url }
        : jsonSchemaTransform(input),
  });
  await app.register(swaggerUi, apiDocsUiOptions); // who may read it: platform/api-docs.ts

  const sessions = createSessionCache((hash) => findLiveSession(deps.db, hash), deps.bus);
  await app.register(authPlugin, { sessions });
  decorateCameraMedia(app);

  for (const plugin of [
    authRoutes,
    userRoutes,
    companyRoutes,
    preferenceRoutes,
    branchRoutes,
    referenceRoutes,
    flagRoutes,
    assetRoutes,
    assetEditRoutes,
    assetSearchRoutes,
    mapRoutes,
    tripRoutes,
    geofenceRoutes,
    groupRoutes,
    alertRoutes,
    deviceRoutes,
    rentalRoutes,
    trackerRoutes,
    cameraRoutes,
    cameraMediaRoutes,
    rentalListRoutes,
    onRentRoutes,
    jobsiteRoutes,
    offRentRoutes,
    thirdPartyRoutes,
    inventoryRoutes,
    operatorRoutes,
    uploadRoutes,
    serviceRequestRoutes,
    photoRoutes,
    workOrderRoutes,
    maintenanceGroupRoutes,
    sharingRoutes,
    archiveRoutes,
    trackerRequestRoutes,
    branchAssignmentRoutes,
    assetCreateRoutes,
    importRoutes,
    importCreateRoutes,
    bulkEditRoutes,
    classReadRoutes,
    catalogueRoutes,
    resourceRoutes,
    categoryRoutes,
    equipmentClassRoutes,
    classModelRoutes,
    billingRoutes,
    billingCatalogRoutes,
    companyAdminRoutes,
    invitationRoutes,
    apiTokenRoutes,
    frameRoutes,
    quoteRoutes,
    dashboardRoutes,
    cameraSignallingRoutes,
    safetyEventRoutes,
  ]) {
    await app.register(plugin, deps);
  }
  await registerGraphql(app, deps);
  // After the GraphQL plugin, which registers @fastify/websocket: the broker's /mqtt uses it.
  await registerCameraBroker(app, deps.config.mqtt);

  if (options.serveWeb) await registerWebClient(app, deps.config.webDist);
  return app;
}
