import type { Request, RequestHandler } from 'express';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { visitorAddressOf } from './client-address';

// Hop-by-hop headers belong to one connection and are never forwarded (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

// What a visitor says about its own address or route is dropped: this proxy states what it saw.
const SET_BY_THIS_PROXY = new Set([
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
]);

function forwardable(headers: IncomingHttpHeaders, drop?: Set<string>): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => {
      const lower = name.toLowerCase();
      return !HOP_BY_HOP.has(lower) && !drop?.has(lower);
    }),
  );
}

/** Cookies this site adds to one of park-api's answers (the answer's status in hand), or none. */
export type AnswerCookies = (request: Request, status: number) => readonly string[];

/**
 * Streams `/api/v1/*` to park-api, so the browser calls the parks API on the site's own origin
 * (SPEC §7 'base {host}/api/v1'): no CORS, and the API keeps validating every request itself.
 * `answerCookies` lets the site remember something an answer settled (the session that paid).
 */
export function proxyToApi(
  apiOrigin: string,
  timeoutMs = 10_000,
  answerCookies?: AnswerCookies,
): RequestHandler {
  const upstream = new URL(apiOrigin);
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  return (request, response) => {
    const outgoing = send(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.originalUrl,
        headers: {
          ...forwardable(request.headers, SET_BY_THIS_PROXY),
          // Exactly one address, the visitor's as this server worked it out (trust proxy): park-api trusts
          // this server, so whatever is here is what its per-client limits count.
          'x-forwarded-for': visitorAddressOf(request),
          'x-forwarded-host': request.headers.host ?? '',
          'x-forwarded-proto': request.protocol,
        },
        timeout: timeoutMs,
      },
      (incoming) => {
        const status = incoming.statusCode ?? 502;
        response.status(status);
        for (const [name, value] of Object.entries(forwardable(incoming.headers)))
          if (value !== undefined) response.setHeader(name, value);
        const cookies = answerCookies?.(request, status) ?? [];
        if (cookies.length > 0) {
          response.append('Set-Cookie', [...cookies]);
          // An answer that sets a cookie is for this visitor only.
          response.setHeader('Cache-Control', 'private, no-store');
        }
        incoming.pipe(response);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('park-api did not answer in time')));
    outgoing.on('error', () => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      response
        .status(502)
        .json({ code: 'UPSTREAM_UNAVAILABLE', message: 'The parks API is not reachable right now' });
    });
    request.pipe(outgoing);
  };
}
