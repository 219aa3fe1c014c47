/**
 * Turns every failure into `{ code, message }`: schema and parser failures are the client's (4xx),
 * anything unexpected is a 500 whose details stay in the log.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { PriceUnavailableError } from '../pricing';
import { ApiHttpError, type ErrorCode } from './api-error';

const FASTIFY_CLIENT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiHttpError | PriceUnavailableError, request, reply) => {
    if (error instanceof ApiHttpError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      return reply
        .status(error.statusCode)
        .send({ ...error.details, code: error.code, message: error.message });
    }
    if (error instanceof PriceUnavailableError)
      return reply.status(422).send({ code: error.code, message: error.message });
    if ('validation' in error && error.validation) {
      return reply.status(400).send({ code: 'VALIDATION_ERROR', message: error.message });
    }
    const clientCode = 'code' in error ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (clientCode)
      return reply.status(error.statusCode ?? 400).send({ code: clientCode, message: error.message });
    // JSON syntax errors and prototype-poisoning keys come from the body parser with a 400.
    if ('statusCode' in error && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code =
        error instanceof SyntaxError || /JSON|proto/i.test(error.message)
          ? 'INVALID_JSON'
          : 'VALIDATION_ERROR';
      return reply.status(error.statusCode).send({ code, message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ code: 'INTERNAL_ERROR', message: 'An error has ocurred. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
}
