import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorBody, type ErrorCode } from '@fleet/domain';

/** The one error type services throw; the handler below turns it into the DESIGN §3 shape. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly type?: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string = MESSAGES.notFound): AppError =>
  new AppError('NOT_FOUND', 404, message);
export const forbidden = (message: string = MESSAGES.forbidden): AppError =>
  new AppError('FORBIDDEN', 403, message);
export const conflict = (message: string): AppError => new AppError('CONFLICT', 409, message);
export const badRequest = (message: string, details?: unknown): AppError =>
  new AppError('VALIDATION_FAILED', 400, message, undefined, details);

function body(code: ErrorCode, message: string, type?: string, details?: unknown): ErrorBody {
  return {
    error: {
      code,
      message,
      ...(type ? { type } : {}),
      ...(details === undefined ? {} : { details }),
    },
  };
}

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** "email: Enter a valid email address" — where the request part (body, query) is obvious. */
export function describeIssues(issues: readonly Issue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const where = issue.path.map(String).join('.');
      return where ? `${where}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

const FASTIFY_CODES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'VALIDATION_FAILED',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'VALIDATION_FAILED',
    message: 'The request body is empty; send a JSON object.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'VALIDATION_FAILED',
    message: 'The Content-Length header does not match the body.',
  },
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(body(error.code, error.message, error.type, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? 'is invalid',
      }));
      return reply
        .status(400)
        .send(body('VALIDATION_FAILED', describeIssues(issues), undefined, { issues }));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) {
      return reply.status(error.statusCode ?? 400).send(body(known.code, known.message));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(body('RATE_LIMITED', MESSAGES.tooManyAttempts));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body('VALIDATION_FAILED', error.message));
    }
    request.log.error(loggableError(error), 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong on our side.'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return reply
      .status(404)
      .send(body('NOT_FOUND', `There is no ${request.method} ${path} in this API.`));
  });
}

/**
 * Refusals Fastify makes before any route matches, which the error handler never sees: a path
 * that is not valid UTF-8 once %-decoded (400), a path segment over 100 characters (414). Given
 * to Fastify as `frameworkErrors`, so they answer in the same shape as every other refusal.
 */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    void reply.status(500).send(body('INTERNAL', 'Something went wrong on our side.'));
    return;
  }
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is too long to be an id or a name.'
      : 'The address contains characters that are not valid once decoded.';
  void reply.status(status).send(body('VALIDATION_FAILED', message));
}

/** PostgreSQL's unique_violation (23505), from pg or PGlite, possibly wrapped by Drizzle. */
/** The SQLSTATE of a database error, looked up through the causes drivers wrap it in. */
export function databaseErrorCode(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The database's own sentence for an error ("value out of range for type real"), no query. */
export function databaseErrorMessage(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && typeof message === 'string') return message;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * What a log line keeps of an unexpected error. A database error carries its whole statement
 * and parameters (a batch of a thousand fixes is megabytes): the log keeps its code and the
 * database's sentence; other errors keep their stack.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const code = databaseErrorCode(error);
  if (code === undefined) return { err: error };
  return { sqlState: code, databaseMessage: databaseErrorMessage(error) };
}

export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorCode(error) === '23505';
}

/**
 * An error caused by the data sent rather than by the database being unwell: data exceptions
 * (class 22), integrity violations (23) and program limits such as an oversized row (54).
 * Sending the same rows again fails again; sending others may succeed.
 */
export function isDataError(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code !== undefined && ['22', '23', '54'].includes(code.slice(0, 2));
}
