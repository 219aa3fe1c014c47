import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { ErrorLayout } from '../shared/error-layout';
import { ErrorMessage } from '../shared/error-message';

export interface ErrorPage500Props {
  /**
   * Where the link back leads (SPEC §2: the home page `/`).
   * @default '/'
   */
  homeHref?: string;
}

/**
 * The error 500 page (SPEC §2 'Error pages'): 'Internal Error', 'Something went wrong' and a link back
 * to the home page `/`. Uses no store or config, so it renders even when those failed.
 */
export function ErrorPage500({ homeHref = '/' }: ErrorPage500Props) {
  const { t } = useLayoutTranslation();
  return (
    <ErrorLayout code="500">
      <ErrorMessage
        title={t('errors.internal.title')}
        text={t('errors.internal.text')}
        homeHref={homeHref}
        homeLabel={t('errors.internal.homeLink')}
      />
    </ErrorLayout>
  );
}
