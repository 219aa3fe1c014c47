import { data } from 'react-router';
import type { ErrorPageData } from './error-page-data';
import { notFoundLinksHtml } from './not-found-links.server';

/** The 404 answer a loader throws: the general error page with its related links (SPEC §2). */
export async function notFoundResponse(request: Request) {
  return data<ErrorPageData>({ relatedLinksHtml: await notFoundLinksHtml(request) }, { status: 404 });
}
