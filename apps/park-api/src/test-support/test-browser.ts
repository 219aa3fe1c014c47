/**
 * A tiny cookie-keeping "browser" over Fastify's inject, for the hosted sign-in tests: it follows
 * nothing by itself, so each test sees every redirect of the flow; and a `fetch` for openid-client that
 * sends the client's own server-to-server calls to the same app.
 */
import type { ParkApi } from '../app';

type Inject = Awaited<ReturnType<ParkApi['inject']>>;

export class TestBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: ParkApi,
    private readonly origin: string,
  ) {}

  private keep(response: Inject) {
    const header = response.headers['set-cookie'];
    const lines = Array.isArray(header) ? header : header ? [header] : [];
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, date] = attribute.trim().split('=');
        return (
          key?.toLowerCase() === 'expires' && date !== undefined && new Date(date).getTime() < Date.now()
        );
      });
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private path(url: string) {
    const parsed = new URL(url, this.origin);
    return `${parsed.pathname}${parsed.search}`;
  }

  async get(url: string): Promise<Inject> {
    const response = await this.app.inject({
      method: 'GET',
      url: this.path(url),
      headers: { cookie: this.cookieHeader() },
    });
    this.keep(response);
    return response;
  }

  async post(url: string, form: Record<string, string>): Promise<Inject> {
    const response = await this.app.inject({
      method: 'POST',
      url: this.path(url),
      headers: { cookie: this.cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    this.keep(response);
    return response;
  }

  /** Follows redirects that stay on the API's origin; returns the first answer that is not one of them. */
  async follow(response: Inject): Promise<{ response: Inject; location?: string }> {
    let current = response;
    for (let hop = 0; hop < 10; hop += 1) {
      const location = current.headers.location;
      if (current.statusCode < 300 || current.statusCode >= 400 || typeof location !== 'string')
        return { response: current };
      const target = new URL(location, this.origin);
      if (target.origin !== this.origin) return { response: current, location: target.toString() };
      current = await this.get(target.toString());
    }
    throw new Error('too many redirects');
  }
}

/** `fetch` for openid-client's calls (discovery, token, userinfo), answered by the app in memory. */
export function injectFetch(app: ParkApi) {
  return async (
    url: string,
    options: { method?: string; headers?: Record<string, string>; body?: unknown },
  ) => {
    const target = new URL(url);
    const headers = { ...options.headers };
    const response = await app.inject({
      method: (options.method ?? 'GET') as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers,
      payload: options.body === undefined || options.body === null ? undefined : String(options.body),
    });
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers: Object.entries(response.headers).flatMap(([name, value]) =>
        value === undefined
          ? []
          : (Array.isArray(value) ? value : [String(value)]).map((v) => [name, v] as [string, string]),
      ),
    });
  };
}
