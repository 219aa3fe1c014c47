import { data, type RouterContextProvider } from 'react-router';
import { notFoundResponse } from '../layout/not-found.server';
import { appServicesContext, serverTimingContext } from '../server-only/app-services';
import { contentPageData } from './content-page-data.server';

/**
 * The loader of every content page's route module (content-page.tsx, and the modules of the pages
 * with a widget: booking-page.tsx, package-page.tsx, hotel-page.tsx).
 */
export async function contentPageLoader({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const loaded = await contentPageData(
    request,
    context.get(appServicesContext),
    context.get(serverTimingContext),
  );
  if (!loaded) throw await notFoundResponse(request);
  // A page missing what the cart API could not answer (the live box, a price in its text) is shown,
  // never kept: not by the HTML micro-cache (decision 009), a CDN or the service worker, so the next
  // visitor gets the whole page once it is back.
  return loaded.degraded
    ? data(loaded.data, { headers: { 'Cache-Control': DEGRADED_PAGE_CACHE_CONTROL } })
    : loaded.data;
}

const DEGRADED_PAGE_CACHE_CONTROL = 'no-store';
