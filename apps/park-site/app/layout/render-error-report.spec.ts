import { describe, expect, it } from '@jest/globals';
import type { Location } from 'react-router';
import { fakeAxios, requestBody } from '../../../../tools/jest/fake-axios';
import { boundaryErrorLogLine, createRenderErrorReporter } from './render-error-report';

const location = { pathname: '/es/galeria/', search: '', hash: '', state: null, key: 'k' } as Location;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('render errors (SPEC §8 Rendering and server errors)', () => {
  it('logs a server render error with the BOUNDARY_ERROR marker', () => {
    expect(JSON.parse(boundaryErrorLogLine(new Error('boom'), 'https://parque.example/es/'))).toEqual({
      level: 'error',
      marker: 'BOUNDARY_ERROR',
      url: 'https://parque.example/es/',
      message: 'boom',
    });
  });

  it('reports a render error caught in the browser to /reporting as BOUNDARY_ERROR', async () => {
    const api = fakeAxios(() => ({ status: 201, data: { data: { id: 1 } } }));
    createRenderErrorReporter(api.client)(new TypeError('x is undefined'), {
      location,
      params: {},
      pattern: '/es/galeria/',
      errorInfo: { componentStack: '\n    at Gallery' },
    });
    await settle();
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.url).toBe('/reporting');
    expect(requestBody(api.requests[0])).toEqual({
      error: 'BOUNDARY_ERROR',
      params: {
        componentName: 'root ErrorBoundary',
        errorMessage: 'x is undefined',
        url: '/es/galeria/',
        componentStack: '\n    at Gallery',
      },
    });
  });

  it('leaves loader errors alone (no errorInfo) and never throws when reporting fails', async () => {
    const api = fakeAxios(() => ({ fail: 'network' }));
    const report = createRenderErrorReporter(api.client);
    report(new Error('loader failed'), { location, params: {}, pattern: '/es/' });
    expect(api.requests).toHaveLength(0);
    expect(() =>
      report(new Error('render failed'), {
        location,
        params: {},
        pattern: '/es/',
        errorInfo: { componentStack: '' },
      }),
    ).not.toThrow();
    await settle();
    expect(api.requests).toHaveLength(1);
  });
});
