import Fastify from 'fastify';
import { registerErrorHandling } from './error-handler';
import { containsNul, registerNulGuard } from './nul-guard';

describe('containsNul', () => {
  it('finds a NUL in a string, a nested value or a key, and nothing in clean input', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul({ Passengers: [{ Name: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
    expect(containsNul({ Username: 'ana@example.com', n: 1, ok: true, none: null })).toBe(false);
  });
});

describe('registerNulGuard', () => {
  async function app() {
    const server = Fastify();
    registerErrorHandling(server);
    registerNulGuard(server);
    server.post('/login', async (request) => ({ got: request.body }));
    server.get('/authorize', async (request) => ({ got: request.query }));
    await server.ready();
    return server;
  }

  it('refuses a NUL in the URL or in the body with a 400 before the handler runs', async () => {
    const server = await app();
    const inUrl = await server.inject({ method: 'GET', url: '/authorize?redirect_uri=a%00b' });
    expect(inUrl.statusCode).toBe(400);
    expect(inUrl.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'NUL characters are not accepted' });
    const inBody = await server.inject({ method: 'POST', url: '/login', payload: { Username: 'a\u0000b' } });
    expect(inBody.statusCode).toBe(400);
    const clean = await server.inject({ method: 'POST', url: '/login', payload: { Username: 'ana' } });
    expect(clean.json()).toEqual({ got: { Username: 'ana' } });
    await server.close();
  });
});
