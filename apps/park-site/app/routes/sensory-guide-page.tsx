import type { Route } from './+types/sensory-guide-page';
import { ContentPageView } from '../pages/content-page-view';
import { contentPageHeaders, contentPageViewProps } from '../pages/content-route';
import { contentPageLoader } from '../pages/content-route.server';
import { SensoryGuide } from '../pages/sensory-guide-view';
import { pageMeta } from '../seo/page-meta';

/**
 * The sensory guide page (issue 21): its calm days and filter form are this module's own imports, so no
 * other content page loads their code (issue 16, "Fast on a phone").
 */
export const loader = (args: Route.LoaderArgs) => contentPageLoader(args);

export const headers: Route.HeadersFunction = contentPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData, matches);

export default function SensoryGuidePage({ loaderData }: Route.ComponentProps) {
  const { sensoryGuide, calmDays, page } = loaderData;
  return (
    <ContentPageView
      {...contentPageViewProps(loaderData)}
      guide={sensoryGuide ? <SensoryGuide guide={sensoryGuide} calmDays={calmDays} page={page} /> : null}
    />
  );
}
