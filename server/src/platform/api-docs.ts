import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import { ACCESS_TOKEN_STORAGE_KEY } from '@fleet/domain';

/**
 * The API reference (swagger-ui) at /api/docs. What is public, and why:
 * - the OpenAPI document (/api/docs/json, /api/docs/yaml) lists every route and schema, so it is
 *   for signed-in callers, like every call but sign-in and health (docs/API.md);
 * - the page and its files are swagger-ui's own bundle and say nothing about Fleet, so anyone
 *   may load them. A page cannot send a bearer header by itself: it sends the sign-in that the
 *   web client keeps in this origin's localStorage, so a person signed in to Fleet in the same
 *   browser reads the reference (and "Try it out" calls the API as them); signed out, it loads
 *   nothing. Scripts that call /api/docs/json send their token like on any other call.
 */
export const API_DOCS_PREFIX = '/api/docs';

const DOCUMENT_ROUTES = new Set([`${API_DOCS_PREFIX}/json`, `${API_DOCS_PREFIX}/yaml`]);

/**
 * A route of the docs page or its files, not the document. Decided on the matched route, not the
 * URL: the router decodes %-escapes and trailing slashes, so /api/docs/%6Ason is the document.
 */
export function isApiDocsPageRoute(routeUrl: string | undefined): boolean {
  if (routeUrl === undefined || DOCUMENT_ROUTES.has(routeUrl)) return false;
  return routeUrl === API_DOCS_PREFIX || routeUrl.startsWith(`${API_DOCS_PREFIX}/`);
}

/**
 * Runs in the docs page on every request swagger-ui makes (the document and "Try it out"): adds
 * this browser's Fleet sign-in, only to requests to this origin (never to a URL typed into the
 * page's bar) and only when none was given with "Authorize". Written as browser JavaScript text:
 * swagger-ui writes uiConfig functions into its script with toString(), and a compiled function
 * could refer to names the page does not have.
 */
export const ATTACH_SIGN_IN_SOURCE = `function attachFleetSignIn(request) {
  var token = null;
  try {
    token = window.localStorage.getItem(${JSON.stringify(ACCESS_TOKEN_STORAGE_KEY)});
  } catch (error) {}
  var isSameOrigin = new URL(request.url, window.location.href).origin === window.location.origin;
  if (token && isSameOrigin && !request.headers.Authorization) {
    request.headers.Authorization = 'Bearer ' + token;
  }
  return request;
}`;

/** Stands for the text above where swagger-ui's types want a function; its toString is that text. */
const attachSignIn = Object.assign(<T>(request: T): T => request, {
  toString: () => ATTACH_SIGN_IN_SOURCE,
});

export const apiDocsUiOptions: FastifySwaggerUiOptions = {
  routePrefix: API_DOCS_PREFIX,
  uiConfig: { docExpansion: 'list', requestInterceptor: attachSignIn },
};
