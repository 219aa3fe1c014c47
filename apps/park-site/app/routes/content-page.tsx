import type { Route } from './+types/content-page';
import { ContentPageView } from '../pages/content-page-view';
import { contentPageHeaders, contentPageViewProps } from '../pages/content-route';
import { contentPageLoader } from '../pages/content-route.server';
import { pageMeta } from '../seo/page-meta';

/** A content page without a widget (the pages with one have their own module: see routes.ts). */
export const loader = (args: Route.LoaderArgs) => contentPageLoader(args);

export const headers: Route.HeadersFunction = contentPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData, matches);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView {...contentPageViewProps(loaderData)} />;
}
