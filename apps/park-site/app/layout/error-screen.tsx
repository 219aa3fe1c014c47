import { ErrorPage500, GeneralErrorPage } from '@parks/ui-header';
import { SearchIsland } from './islands';

export interface ErrorScreenProps {
  status: number;
  /** Whether the error happened while rendering on the server or in the browser. */
  source: 'server' | 'client';
  /** Whether the page's providers (store, i18n) are available: not when the root loader failed. */
  withSearch: boolean;
  /** The related links of the error answer (SPEC §2 general error page), as HTML. */
  relatedLinksHtml?: string;
}

/**
 * ARCHITECTURE 'Decisions': the 500 page for server failures, the general error page (with the
 * search box and related links) for everything else, such as an unknown path (404).
 */
export function ErrorScreen({ status, source, withSearch, relatedLinksHtml }: ErrorScreenProps) {
  if (status >= 500 && source === 'server') return <ErrorPage500 />;
  return (
    <GeneralErrorPage
      status={status}
      source={source}
      search={withSearch ? <SearchIsland /> : undefined}
      relatedLinksHtml={relatedLinksHtml}
    />
  );
}
