/**
 * The one gate in front of every park-site endpoint that takes a body (issue 22 §5): the Express auth
 * routes, `/api/cart-currency` and every React Router action, document form posts included.
 *
 * - Same origin: a cross-site page must not make a visitor's browser change its cart or session. When
 *   `Origin` is sent (every current browser sends it on a POST) it must be this site's; when it is not,
 *   `Sec-Fetch-Site`, if sent, must be `same-origin` or `none` (typed by the visitor). A request with
 *   neither comes from no browser, so it carries no visitor's cookies to abuse.
 * - Small bodies: the largest thing the site takes is a sign-in or a few JSON fields, far under 16 KB; the
 *   size is checked from `Content-Length` before a byte is read, so a 20 MB body costs nothing. A body
 *   without a length (chunked) is refused: browsers always state the length of a form or fetch body.
 */
import type { Request, RequestHandler, Response } from 'express';
import {
  FALLBACK_LANGUAGE,
  htmlLang,
  languageFromPath,
  pathHasLanguage,
  type Language,
} from '@parks/i18n/core';

/** park-site's own endpoints: sign-in bodies and small JSON, with ample room. */
export const SITE_BODY_LIMIT_BYTES = 16 * 1024;
/** The proxied park-api paths: park-api's own `bodyLimit`, so the proxy never streams what it would refuse. */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

const WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

type Refusal = 'FORBIDDEN_ORIGIN' | 'PAYLOAD_TOO_LARGE' | 'LENGTH_REQUIRED';

const REFUSALS: Record<Refusal, { status: number; message: Record<Language, string> }> = {
  FORBIDDEN_ORIGIN: {
    status: 403,
    message: {
      es: 'Esta solicitud solo se acepta desde el propio sitio.',
      en: 'Cross-origin requests are refused',
      pt: 'Esta solicitação só é aceita a partir do próprio site.',
    },
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    message: {
      es: 'La solicitud es demasiado grande.',
      en: 'The request is too large.',
      pt: 'A solicitação é grande demais.',
    },
  },
  LENGTH_REQUIRED: {
    status: 411,
    message: {
      es: 'La solicitud debe indicar su tamaño.',
      en: 'The request must state its length.',
      pt: 'A solicitação deve indicar o seu tamanho.',
    },
  },
};

/**
 * The visitor's language: the page's path when it names one (`/en/…`), else the page that sent the request,
 * else the spec's fallback (SPEC §4 step 1).
 */
function languageOf(request: Request): Language {
  if (pathHasLanguage(request.path)) return languageFromPath(request.path);
  try {
    const referer = request.headers.referer ? new URL(request.headers.referer).pathname : undefined;
    if (referer && pathHasLanguage(referer)) return languageFromPath(referer);
  } catch {
    // An unreadable Referer says nothing about the language.
  }
  return FALLBACK_LANGUAGE;
}

function refuse(request: Request, response: Response, refusal: Refusal): void {
  const { status, message } = REFUSALS[refusal];
  const language = languageOf(request);
  const text = message[language];
  response.status(status).setHeader('Cache-Control', 'no-store');
  // The unread body is not worth draining on a kept-alive connection.
  if (refusal !== 'FORBIDDEN_ORIGIN') response.setHeader('Connection', 'close');
  // A form posted without scripts gets a page; a script's call gets JSON it can read.
  if (request.accepts(['json', 'html']) === 'html') {
    response.type('html').send(
      // The texts are this module's own constants: nothing to escape.
      `<!doctype html><html lang="${htmlLang(language)}"><meta charset="utf-8"><title>${text}</title>` +
        `<h1>${status}</h1><p>${text}</p></html>`,
    );
    return;
  }
  response.json({ code: refusal, message: text });
}

/** Refuses a body over `limitBytes` (413) or without a stated length (411), before reading any of it. */
export function limitRequestBody(limitBytes: number): RequestHandler {
  return (request, response, next) => {
    if (WITHOUT_BODY.has(request.method)) return next();
    const length = request.headers['content-length'];
    if (length === undefined)
      return request.headers['transfer-encoding'] === undefined
        ? next()
        : refuse(request, response, 'LENGTH_REQUIRED');
    if (!/^\d+$/.test(length) || Number(length) > limitBytes)
      return refuse(request, response, 'PAYLOAD_TOO_LARGE');
    return next();
  };
}

/**
 * Whether a request that changes something comes from this site's own pages. `siteOrigin` is the
 * configured public origin; the origin the browser addressed (its Host) is also this site, for a
 * visitor who reached it under another name (127.0.0.1 for localhost).
 */
export function isSameOrigin(request: Request, siteOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined)
    return origin === siteOrigin || origin === `${request.protocol}://${request.get('host') ?? ''}`;
  const fetchSite = request.headers['sec-fetch-site'];
  return fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
}

/** Only this site's own pages may post to it. */
export function sameOriginOnly(siteOrigin: string): RequestHandler {
  const site = new URL(siteOrigin).origin;
  return (request, response, next) => {
    if (WITHOUT_BODY.has(request.method) || isSameOrigin(request, site)) return next();
    return refuse(request, response, 'FORBIDDEN_ORIGIN');
  };
}

export interface SiteRequestGuardOptions {
  /** This site's public origin (SITE_ORIGIN). */
  siteOrigin: string;
  /** @default SITE_BODY_LIMIT_BYTES */
  limitBytes?: number;
}

/** The guard of park-site's own endpoints: same origin first, then the body's size. */
export function siteRequestGuard({
  siteOrigin,
  limitBytes = SITE_BODY_LIMIT_BYTES,
}: SiteRequestGuardOptions): RequestHandler {
  const origin = sameOriginOnly(siteOrigin);
  const size = limitRequestBody(limitBytes);
  return (request, response, next) =>
    origin(request, response, (error?: unknown) => {
      if (error) return next(error);
      return size(request, response, next);
    });
}
