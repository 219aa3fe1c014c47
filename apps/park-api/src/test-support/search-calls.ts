/** Helpers of the search tests: the HostNamePath of a page and an authorised search call. */
import type { TestApp } from './test-app';

export function hostNamePath(page: string): string {
  return Buffer.from(page, 'utf8').toString('base64');
}

export const EN_PAGE = hostNamePath('localhost:3000/en/faqs/');
export const ES_PAGE = hostNamePath('localhost:3000/es/preguntas-frecuentes/');

export async function searchToken(t: TestApp, page = EN_PAGE): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/discovery/token',
    headers: { hostnamepath: page },
  });
  return res.json<{ data: { access_token: string } }>().data.access_token;
}

export interface Call {
  status: number;
  body: Record<string, unknown> & { data?: unknown; code?: string };
}

/** POSTs a search-service call as the page `page` would, with a fresh token unless one is given. */
export async function discovery(
  t: TestApp,
  endpoint: string,
  payload: unknown,
  { page = EN_PAGE, token }: { page?: string; token?: string } = {},
): Promise<Call> {
  const bearer = token ?? (await searchToken(t, page));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/discovery/${endpoint}`,
    headers: { hostnamepath: page, authorization: `Bearer ${bearer}` },
    payload: payload as Record<string, unknown>,
  });
  return { status: res.statusCode, body: res.json() };
}
