import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import {
  hostileValue,
  valueArbitrary,
  type GenerateOptions,
  type JsonSchema,
} from './json-schema-arbitrary';

/** One method of one registered route, with the JSON Schema of each part of its input. */
export interface WalkRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /** A POST that only reads (`config.allowReadOnly`: sign-out, the inventory export). */
  readsOnly: boolean;
}

export interface FuzzRequest {
  method: WalkRoute['method'];
  url: string;
  payload?: string;
  mode: GenerateOptions['mode'];
}

const METHODS: readonly WalkRoute['method'][] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Routes declare zod schemas; plugins (the GraphQL server) declare JSON Schema directly. */
function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (schema instanceof z.ZodType) {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  }
  return typeof schema === 'object' && schema !== null ? schema : undefined;
}

export function walkRoutesOf(routes: readonly RouteOptions[]): WalkRoute[] {
  return routes.flatMap((route) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    return methods
      .filter((method): method is WalkRoute['method'] => METHODS.includes(method as never))
      .map((method) => ({
        method,
        url: route.url,
        params: toJsonSchema(schema.params),
        querystring: toJsonSchema(schema.querystring),
        body: toJsonSchema(schema.body),
        readsOnly: Boolean(route.config?.allowReadOnly),
      }));
  });
}

/**
 * Percent-encodes text for a URL, lone surrogates included: they go out as the bytes a careless
 * client would send (WTF-8), which are not valid UTF-8, instead of making encodeURIComponent throw.
 */
export function encodeUrlPart(text: string): string {
  return Array.from(text)
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        const code = char.charCodeAt(0);
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      }
    })
    .join('');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

function fillPath(url: string, params: unknown): string {
  return url.replace(/:(\w+)/g, (_, name: string) =>
    encodeUrlPart(asText(isRecord(params) ? (params[name] ?? '') : params)),
  );
}

/** Query values as a browser would send them; arrays repeat the key. */
function queryString(query: unknown): string {
  if (query === undefined) return '';
  const entries = isRecord(query) ? Object.entries(query) : [['q', query] as const];
  const pairs = entries.flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) => `${encodeUrlPart(key)}=${encodeUrlPart(asText(item))}`,
    ),
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function partsArbitrary(route: WalkRoute, options: GenerateOptions) {
  const isWild = options.mode === 'wild';
  const part = (schema: JsonSchema | undefined, otherwise: fc.Arbitrary<unknown>) =>
    schema ? valueArbitrary(schema, options) : otherwise;
  // A route without a query or body schema still gets stray ones in wild mode.
  const strayQuery = fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 3 });
  const strayBody =
    route.method === 'GET' ? fc.constant(undefined) : fc.option(hostileValue, { nil: undefined });
  return fc.record({
    params: part(route.params, fc.constant({})),
    query: part(route.querystring, isWild ? strayQuery : fc.constant(undefined)),
    body: part(route.body, isWild ? strayBody : fc.constant(undefined)),
  });
}

/** Requests for a route: half of them valid-shaped, half with values beyond every bound. */
export function requestArbitrary(
  route: WalkRoute,
  samples: GenerateOptions['samples'],
): fc.Arbitrary<FuzzRequest> {
  const build = (mode: GenerateOptions['mode']) =>
    partsArbitrary(route, { samples, mode }).map(({ params, query, body }): FuzzRequest => ({
      method: route.method,
      url: fillPath(route.url, params) + queryString(query),
      ...(body === undefined ? {} : { payload: JSON.stringify(body) ?? 'null' }),
      mode,
    }));
  return fc.oneof(build('valid'), build('wild'));
}
