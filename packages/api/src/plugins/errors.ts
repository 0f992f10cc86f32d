/**
 * Request language and the error contract: every failure answers `{ message, fields?, code }` in the request's
 * language (`X-Language`); validation errors name each field; nothing a client sends produces a 500.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@aliento/contracts/errors';
import type { Language } from '@aliento/contracts/enums';
import { isMessageKey, languageFromHeader, translateMessage, type MessageKey } from '@aliento/contracts/messages';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of the request (`X-Language`: es default, anything starting with en → en). */
    lang: Language;
  }
}

/** Builds the error body for a key and optional field keys. */
export function errorBody(lang: Language, key: MessageKey, fields?: Record<string, string>): ErrorResponse {
  const body: ErrorResponse = { message: translateMessage(key, lang), code: key };
  if (fields && Object.keys(fields).length > 0) {
    body.fields = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, translateMessage(v, lang)]));
  }
  return body;
}

type ValidationIssue = { instancePath?: string; message?: string; keyword?: string; params?: Record<string, unknown> };

function issueKey(issue: ValidationIssue): MessageKey {
  if (issue.message && isMessageKey(issue.message)) return issue.message;
  if (issue.keyword === 'unrecognized_keys') return 'unknownField';
  if (issue.keyword === 'too_big') return 'tooLong';
  return 'invalidValue';
}

const STATUS_KEYS: Record<number, MessageKey> = {
  400: 'validationFailed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
};

/**
 * What the log keeps of an unexpected error: its code, class and call frames, with the route. Never its message or
 * properties: a failed query's message, detail and parameters carry what the request held (e-mail, password hash,
 * token), and PGlite attaches the whole query with its parameters to the error.
 */
export function safeErrorLog(err: { code?: unknown; name?: unknown; stack?: unknown }, request: FastifyRequest) {
  const frames =
    typeof err.stack === 'string'
      ? err.stack
          .split('\n')
          .filter((l) => /^\s+at /.test(l))
          .slice(0, 8)
          .map((l) => l.trim())
      : [];
  return {
    code: typeof err.code === 'string' ? err.code : undefined,
    error: typeof err.name === 'string' ? err.name : 'Error',
    route: request.routeOptions?.url ?? null,
    method: request.method,
    frames,
  };
}

/** Registers language detection, the error handler and the 404 handler on the root instance. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.decorateRequest('lang', 'es');
  app.addHook('onRequest', async (request) => {
    request.lang = languageFromHeader(request.headers['x-language']);
  });

  app.setErrorHandler((err: FastifyError & { cause?: unknown }, request, reply) => {
    const lang = request.lang ?? languageFromHeader(request.headers['x-language']);
    // an error never leaves a cacheable answer behind, whatever the route had set before failing
    reply.header('cache-control', 'no-store');
    if (err instanceof AppError) {
      return reply.code(err.statusCode).send(errorBody(lang, err.key, err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // a body that is not an object at all (an array, a number, nothing) has no field to name: it is malformed
      const issues = err.validation as ValidationIssue[];
      if (err.validationContext === 'body' && issues.some((i) => !(i.instancePath ?? '').replace(/^\//, ''))) {
        return reply.code(400).send(errorBody(lang, 'malformedBody'));
      }
      const fields: Record<string, string> = {};
      for (const issue of err.validation as ValidationIssue[]) {
        const path = (issue.instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean).join('.');
        const field = path || (err.validationContext === 'body' ? '' : String(err.validationContext ?? ''));
        if (field && !fields[field]) fields[field] = issueKey(issue);
      }
      return reply.code(400).send(errorBody(lang, 'validationFailed', fields));
    }
    const code = err.code ?? '';
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    // a body Fastify could not read (bad JSON, bad length or encoding): no field to name
    if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError || status === 400) {
      return reply.code(400).send(errorBody(lang, 'malformedBody'));
    }
    if (status > 400 && status < 500) {
      return reply.code(status).send(errorBody(lang, STATUS_KEYS[status] ?? 'validationFailed'));
    }
    request.log.error(safeErrorLog(err, request), 'unhandled error');
    return reply.code(500).send(errorBody(lang, 'internalError'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .header('cache-control', 'no-store')
      .send(errorBody(languageFromHeader(request.headers['x-language']), 'routeNotFound'));
  });
}

/**
 * Fastify's `frameworkErrors`: failures its router meets before any route or hook runs (a URL that cannot be
 * decoded, a parameter past `maxParamLength`), answered in the error contract like every other error.
 */
export function sendFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const lang = languageFromHeader(request.headers['x-language']);
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : err.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  const key: MessageKey = status === 500 ? 'internalError' : status === 414 ? 'tooLong' : 'malformedUrl';
  if (status === 500) request.log.error({ err }, 'router error');
  reply.code(status).header('cache-control', 'no-store').send(errorBody(lang, key));
}
