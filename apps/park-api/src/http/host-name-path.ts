/**
 * SPEC §7 "Parks API": every /api/v1 call carries `HostNamePath`, the base64 of the page's host plus
 * pathname (UTF-8). It tells the API which page is asking: the search language comes from its path, and
 * analytics and error reports keep it. Checked before the body, so a call without it gets its own code.
 */
import type { FastifyRequest } from 'fastify';
import { languageFromPath } from '@parks/i18n/core';
import { ApiHttpError } from './api-error';

export interface PageLocation {
  host: string;
  path: string;
  /** The path's language (es, en or pt; en when the path names none). */
  language: 'es' | 'en' | 'pt';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The page behind an /api/v1 call, from its HostNamePath header. */
    pageLocation?: PageLocation;
  }
}

const MAX_ENCODED_LENGTH = 4096;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
// eslint-disable-next-line no-control-regex -- a path with control characters or spaces is forged
const PATH = /^\/[^\s\u0000-\u001f\u007f]*$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

export function parseHostNamePath(value: string | string[] | undefined): PageLocation {
  if (value === undefined || value === '')
    throw new ApiHttpError(
      'HOST_NAME_PATH_REQUIRED',
      'Header HostNamePath is required: base64 of the page host + pathname',
    );
  const invalid = (why: string) =>
    new ApiHttpError('HOST_NAME_PATH_INVALID', `Header HostNamePath is not valid: ${why}`);
  if (typeof value !== 'string') throw invalid('it must be sent once');
  if (value.length > MAX_ENCODED_LENGTH || !BASE64.test(value)) throw invalid('it is not base64');
  let decoded: string;
  try {
    decoded = utf8.decode(Buffer.from(value, 'base64'));
  } catch {
    throw invalid('it does not decode to UTF-8 text');
  }
  const slash = decoded.indexOf('/');
  if (slash <= 0) throw invalid('it must decode to host + pathname, e.g. example.com/en/faqs/');
  const host = decoded.slice(0, slash);
  const path = decoded.slice(slash);
  const port = /:(\d+)$/.exec(host)?.[1];
  if (!HOST.test(host) || (port !== undefined && Number(port) > 65535))
    throw invalid('the host is not valid');
  if (!PATH.test(path)) throw invalid('the pathname is not valid');
  return { host, path, language: languageFromPath(path) };
}

export function checkHostNamePath(request: FastifyRequest): PageLocation {
  const location = parseHostNamePath(request.headers['hostnamepath']);
  request.pageLocation = location;
  return location;
}
