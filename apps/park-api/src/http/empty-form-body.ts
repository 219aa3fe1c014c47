/**
 * The body-less calls (the token calls) arrive from axios and HTML forms labelled
 * `application/x-www-form-urlencoded` with nothing in them. Such an empty body is no body; a form body
 * with content is still refused (415), since every call with a body takes JSON.
 */
import type { FastifyInstance } from 'fastify';
import { ApiHttpError } from './api-error';

export function acceptEmptyFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      if (body === '') {
        done(null, undefined);
        return;
      }
      done(new ApiHttpError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json'), undefined);
    },
  );
}
