import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { ErrorLayout } from '../shared/error-layout';
import { ErrorMessage } from '../shared/error-message';

/**
 * What could not be shown offline: `page`, a page this device never kept; `dynamic`, a section that
 * is never kept because it changes with every answer or is personal (search results, the cart, payment).
 */
export type OfflineContentKind = 'page' | 'dynamic';

export interface OfflinePageProps {
  /**
   * Which of the SPEC §8 'Offline pages' texts to show.
   * @default 'page'
   */
  content?: OfflineContentKind;
  /**
   * Where the link back leads (the home page is usually kept offline).
   * @default '/'
   */
  homeHref?: string;
}

/**
 * The page a service worker answers with when the visitor is offline and has no copy of what they
 * asked for (SPEC §8 'Offline pages'). Needs no store or config, so it renders without JavaScript.
 */
export function OfflinePage({ content = 'page', homeHref = '/' }: OfflinePageProps) {
  const { t } = useLayoutTranslation();
  return (
    <ErrorLayout>
      <ErrorMessage
        title={content === 'dynamic' ? t('errors.offline.dynamicTitle') : t('errors.offline.title')}
        text={content === 'page' ? t('errors.offline.text') : undefined}
        homeHref={homeHref}
        homeLabel={t('errors.offline.homeLink')}
      />
    </ErrorLayout>
  );
}
