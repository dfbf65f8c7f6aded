/** Anything with a zod-like `parse`: responses are checked against the domain schemas. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  /** A file's bytes, sent as they are (an upload), instead of a JSON body. */
  file?: Blob;
  signal?: AbortSignal;
  /** Extra request headers, e.g. `X-Fields` to pick the fields a call returns (spec 1 §7). */
  headers?: Record<string, string>;
}

/** A failed call. `status` 0 means the request never got an answer. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly type: string | undefined;
  readonly details: unknown;
  /** No answer, or an answer without our error shape (a proxy page, a dropped connection). */
  readonly isNetworkError: boolean;
  /** The server's Retry-After in seconds, when it said to come back later (503 busy). */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    type?: string;
    details?: unknown;
    isNetworkError?: boolean;
    retryAfterSeconds?: number;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.type = init.type;
    this.details = init.details;
    this.isNetworkError = init.isNetworkError ?? false;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  get isInvalidToken(): boolean {
    return this.status === 401 && this.type === 'invalid_token';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

interface ApiClientConfig {
  getAccessToken: () => string | null;
  /** Called on a 401 with type invalid_token: the token is bad or expired everywhere. */
  onInvalidToken: (error: ApiError) => void;
}

// Set once at start-up by the app's auth layer, which decides what a bad token means (signing
// out); lib never imports app.
let config: ApiClientConfig = { getAccessToken: () => null, onInvalidToken: () => undefined };

export function configureApiClient(next: ApiClientConfig): void {
  config = next;
}

const API_PREFIX = '/api';

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = config.getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.file) headers['Content-Type'] = options.file.type || 'application/octet-stream';

  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (cause) {
    // Cancelled queries must stay cancellations, not error toasts.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'The server could not be reached.',
      isNetworkError: true,
    });
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** The first message of a GraphQL answer's `errors`, if the body is one. */
function firstGraphqlError(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  const { errors } = body;
  if (!Array.isArray(errors)) return undefined;
  const first: unknown = errors[0];
  if (typeof first !== 'object' || first === null || !('message' in first)) return undefined;
  return typeof first.message === 'string' ? first.message : undefined;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const { errorBody } = await import('./error-body');
  const parsed = errorBody.safeParse(body);
  const graphqlMessage = firstGraphqlError(body);
  // A GraphQL document refused before it runs (limits, syntax) is a 400 in GraphQL's own shape.
  if (!parsed.success && graphqlMessage !== undefined) {
    return new ApiError({
      status: response.status,
      code: 'GRAPHQL_ERROR',
      message: graphqlMessage,
    });
  }
  if (!parsed.success) {
    return new ApiError({
      status: response.status,
      code: 'NETWORK_ERROR',
      message: response.statusText || 'Unexpected response from the server.',
      isNetworkError: true,
    });
  }
  const retryAfter = Number(response.headers.get('Retry-After') ?? Number.NaN);
  const error = new ApiError({
    status: response.status,
    ...parsed.data.error,
    ...(Number.isFinite(retryAfter) && retryAfter >= 0 ? { retryAfterSeconds: retryAfter } : {}),
  });
  if (error.isInvalidToken) config.onInvalidToken(error);
  return error;
}

/** A call answered with JSON, checked against its domain schema. */
export async function apiRequest<T>(
  path: string,
  parser: ResponseParser<T>,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(path, options);
  return parser.parse(await response.json());
}

/** A call answered with 204 No Content (or whose body we do not need). */
export async function apiRequestNoContent(
  path: string,
  options: RequestOptions = {},
): Promise<void> {
  await send(path, options);
}

/**
 * A call answered with a file (an export), read as it arrives: the caller counts progress and
 * keeps the bytes, and aborting the signal stops the server writing it.
 */
export async function apiRequestStream(
  path: string,
  options: RequestOptions = {},
): Promise<ReadableStream<Uint8Array<ArrayBuffer>>> {
  const response = await send(path, options);
  if (!response.body) {
    throw new ApiError({
      status: response.status,
      code: 'NETWORK_ERROR',
      message: 'The server sent no file.',
      isNetworkError: true,
    });
  }
  return response.body;
}
