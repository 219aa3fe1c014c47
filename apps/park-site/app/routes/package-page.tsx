import { PackageBuilder } from '@parks/booking/widgets';
import type { Route } from './+types/package-page';
import { ContentPageView } from '../pages/content-page-view';
import { contentPageHeaders, contentPageViewProps } from '../pages/content-route';
import { contentPageLoader } from '../pages/content-route.server';
import { pageMeta } from '../seo/page-meta';
import ChakraScope from '../theme/chakra-scope';

/** The build-your-own package page: the package builder is this module's own import (see booking-page.tsx). */
export const loader = (args: Route.LoaderArgs) => contentPageLoader(args);

export const headers: Route.HeadersFunction = contentPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData, matches);

export default function PackagePage({ loaderData }: Route.ComponentProps) {
  const productIds = loaderData.packagePieceIds;
  return (
    <ContentPageView
      {...contentPageViewProps(loaderData)}
      widget={
        productIds && productIds.length > 0 ? (
          <ChakraScope>
            <PackageBuilder productIds={productIds} />
          </ChakraScope>
        ) : null
      }
    />
  );
}
