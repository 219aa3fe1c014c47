import type { ErrorReportRequest, SearchAnswer, SearchData } from '@parks/contracts';
import type { SearchClient } from '../api/search-client';

interface Pending<T> {
  word: string;
  resolve(value: T): void;
  reject(error: Error): void;
}

/**
 * A search client whose autocomplete answers only when a test says so, recording every token fetch,
 * suggestion request and report: the effect layer's timing can then be asserted step by step.
 */
export function controlledSearchClient() {
  const autocompleteCalls: Pending<string[]>[] = [];
  const reports: ErrorReportRequest[] = [];
  let tokens = 0;
  const client: SearchClient = {
    token: async () => `token-${++tokens}`,
    autocomplete: (word) =>
      new Promise<string[]>((resolve, reject) => autocompleteCalls.push({ word, resolve, reject })),
    search: () => Promise.reject(new Error('not used')) as Promise<SearchData>,
    answer: () => Promise.reject(new Error('not used')) as Promise<SearchAnswer | null>,
    sendAnalytics: async () => undefined,
    report: async (request) => {
      reports.push(request);
    },
  };
  return {
    client,
    autocompleteCalls,
    reports,
    tokenFetches: () => tokens,
    /** The newest autocomplete call. */
    lastCall: () => autocompleteCalls.at(-1),
  };
}
