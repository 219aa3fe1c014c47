/**
 * The visitor's address, worked out once per request and handed to park-api as the only
 * `X-Forwarded-For` entry (issue 22 §3): park-api's per-client limits (login, newsletter, account, cart)
 * count against it, so a visitor's own `X-Forwarded-For` must never reach park-api.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Request, RequestHandler } from 'express';

/**
 * TRUSTED_PROXIES (park-site's own): the proxies in front of this server whose `X-Forwarded-For` is
 * believed, as Express's `trust proxy` reads them (addresses, CIDRs, `loopback`, `linklocal`,
 * `uniquelocal`). Unset = loopback (the embedded default, or a proxy on this machine); behind a CDN and a
 * load balancer, list their networks; an empty value believes no header.
 */
export function trustedProxiesOf(value: string | undefined): string[] {
  return (value ?? 'loopback')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The address the nearest untrusted hop connected from: the socket's own, or the last entry a trusted
 * proxy appended (Express's `request.ip`, from `trust proxy`).
 */
export function visitorAddressOf(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? '';
}

const visitorAddress = new AsyncLocalStorage<string>();

/** Keeps the visitor's address for the server-side calls to park-api made while answering the request. */
export function rememberVisitorAddress(): RequestHandler {
  return (request, _response, next) => visitorAddress.run(visitorAddressOf(request), next);
}

/**
 * The `X-Forwarded-For` of a server-side call to park-api made for the current visitor (empty outside a
 * request: park-api then sees this server's own address).
 */
export function forwardedForVisitor(): Record<string, string> {
  const address = visitorAddress.getStore();
  return address ? { 'X-Forwarded-For': address } : {};
}

/** `fetch` with the current visitor's `X-Forwarded-For`, for clients that take a fetch of their own. */
export function fetchForVisitor(input: string | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(forwardedForVisitor())) headers.set(name, value);
  return fetch(input, { ...init, headers });
}
