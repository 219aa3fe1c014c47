import { HotelCalendar } from '@parks/booking/widgets';
import type { Route } from './+types/hotel-page';
import { ContentPageView } from '../pages/content-page-view';
import { contentPageHeaders, contentPageViewProps } from '../pages/content-route';
import { contentPageLoader } from '../pages/content-route.server';
import { pageMeta } from '../seo/page-meta';
import ChakraScope from '../theme/chakra-scope';

/** The hotels page: the hotel calendar is this module's own import (see booking-page.tsx). */
export const loader = (args: Route.LoaderArgs) => contentPageLoader(args);

export const headers: Route.HeadersFunction = contentPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData, matches);

export default function HotelPage({ loaderData }: Route.ComponentProps) {
  const productId = loaderData.hotelProductId;
  return (
    <ContentPageView
      {...contentPageViewProps(loaderData)}
      widget={
        productId != null ? (
          <ChakraScope>
            <HotelCalendar productId={productId} />
          </ChakraScope>
        ) : null
      }
    />
  );
}
