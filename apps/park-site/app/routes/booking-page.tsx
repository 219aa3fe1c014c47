import { BookingWidget } from '@parks/booking/widgets';
import type { Route } from './+types/booking-page';
import { ContentPageView } from '../pages/content-page-view';
import { contentPageHeaders, contentPageViewProps } from '../pages/content-route';
import { contentPageLoader } from '../pages/content-route.server';
import { pageMeta } from '../seo/page-meta';

/**
 * A content page that sells through the booking widget (the admission, tours, promotions, packages,
 * resident and combo pages). The widget is this module's own import, so only these pages load its
 * code, server-rendered whole and modulepreloaded with the route (issue 16 step 2). The widget is
 * build-time classes, so the page needs no Chakra runtime: the date picker dialog brings it (root's
 * `ChakraScopeProvider`) when the visitor opens it. A link's `?date=`
 * (the sensory guide's calm days) starts the widget on that day when it can be booked.
 */
export const loader = (args: Route.LoaderArgs) => contentPageLoader(args);

export const headers: Route.HeadersFunction = contentPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData, matches);

export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const productIds = loaderData.bookingProductIds;
  return (
    <ContentPageView
      {...contentPageViewProps(loaderData)}
      widget={
        productIds && productIds.length > 0 ? (
          <BookingWidget productIds={productIds} date={loaderData.visitDate} today={loaderData.parkDay} />
        ) : null
      }
    />
  );
}
