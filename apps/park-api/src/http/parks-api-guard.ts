/**
 * SPEC §7 "Parks API" (base /api/v1): HostNamePath on every call; a search-service bearer token on every
 * search call but the token call. Checked in onRequest, before the body, like the cart API's headers.
 */
import { SEARCH_SERVICE_SEGMENT } from '@parks/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { checkSearchBearer } from '../search/search-token';
import { checkHostNamePath } from './host-name-path';

export const API_V1_BASE = '/api/v1';
export const SEARCH_BASE = `${API_V1_BASE}/${SEARCH_SERVICE_SEGMENT}`;
const SEARCH_TOKEN_PATH = `${SEARCH_BASE}/token`;

export function isParksApiPath(path: string): boolean {
  return path === API_V1_BASE || path.startsWith(`${API_V1_BASE}/`);
}

export function checkParksApiRequest(
  request: FastifyRequest,
  path: string,
  config: AppConfig,
  now: Date,
): void {
  checkHostNamePath(request);
  if (path.startsWith(`${SEARCH_BASE}/`) && path !== SEARCH_TOKEN_PATH)
    checkSearchBearer(request, config.searchTokenSecret, now);
}
