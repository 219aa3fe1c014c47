import { describe, expect, it, jest } from '@jest/globals';
import type { Location } from 'react-router';
import { boundaryErrorLogLine, createRenderErrorReporter } from './render-error-report';

const location = { pathname: '/es/galeria/', search: '', hash: '', state: null, key: 'k' } as Location;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Records the posts of the reporter; answers like park-api, or fails like a network error. */
function reportingApi(answer: 'created' | 'network-error') {
  const post = jest.fn((_path: string, _body: unknown) =>
    answer === 'created' ? Promise.resolve({ status: 201 }) : Promise.reject(new Error('Network Error')),
  );
  return { post };
}

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
    const api = reportingApi('created');
    createRenderErrorReporter(api)(new TypeError('x is undefined'), {
      location,
      params: {},
      pattern: '/es/galeria/',
      errorInfo: { componentStack: '\n    at Gallery' },
    });
    await settle();
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenCalledWith('/reporting', {
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
    const api = reportingApi('network-error');
    const report = createRenderErrorReporter(api);
    report(new Error('loader failed'), { location, params: {}, pattern: '/es/' });
    expect(api.post).not.toHaveBeenCalled();
    expect(() =>
      report(new Error('render failed'), {
        location,
        params: {},
        pattern: '/es/',
        errorInfo: { componentStack: '' },
      }),
    ).not.toThrow();
    await settle();
    expect(api.post).toHaveBeenCalledTimes(1);
  });
});
