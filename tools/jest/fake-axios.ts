import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';

/** What the fake server answers: a status (non-2xx rejects, as axios does) or a transport failure. */
export type FakeReply = { status: number; data?: unknown } | { fail: 'network' | 'timeout' | 'canceled' };

export interface FakeAxios {
  client: AxiosInstance;
  /** Every request the client sent, in order. */
  requests: InternalAxiosRequestConfig[];
}

/**
 * An axios instance whose adapter records each request and answers with `reply(request)`, failing like
 * the built-in adapters do, so API clients are tested without a network.
 */
export function fakeAxios(
  reply: (request: InternalAxiosRequestConfig) => FakeReply,
  baseURL = 'http://api.test',
): FakeAxios {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const answer = reply(config);
    if ('fail' in answer) {
      const code = {
        network: AxiosError.ERR_NETWORK,
        timeout: AxiosError.ECONNABORTED,
        canceled: AxiosError.ERR_CANCELED,
      }[answer.fail];
      throw new AxiosError(`fake ${answer.fail}`, code, config);
    }
    const response = { data: answer.data, status: answer.status, statusText: '', headers: {}, config };
    if (answer.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${answer.status}`,
        AxiosError.ERR_BAD_REQUEST,
        config,
        null,
        response,
      );
    }
    return response;
  };
  return { client: axios.create({ baseURL, adapter }), requests };
}

/** A request header as sent. */
export const requestHeader = (config: InternalAxiosRequestConfig | undefined, name: string) =>
  AxiosHeaders.from(config?.headers ?? {}).get(name);

/** A request's JSON body, parsed. */
export const requestBody = (config: InternalAxiosRequestConfig | undefined) =>
  JSON.parse(String(config?.data)) as unknown;
