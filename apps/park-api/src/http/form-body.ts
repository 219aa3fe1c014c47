/**
 * `application/x-www-form-urlencoded` bodies: the newsletter form posts as a plain HTML form, and the
 * body-less token calls arrive labelled as forms by axios. A form becomes an object of its fields (the
 * last value wins for a repeated name); an empty body is no body. Routes validate the fields as usual.
 */
import type { FastifyInstance } from 'fastify';

export function parseFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = String(body);
      if (text === '') {
        done(null, undefined);
        return;
      }
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(text)) fields[name] = value;
      done(null, fields);
    },
  );
}
