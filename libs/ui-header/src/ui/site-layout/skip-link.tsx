import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { siteLayoutStyles } from './site-layout.styles';

/** The first stop of the keyboard: jumps past the banner and header to the page's main content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useLayoutTranslation();
  return (
    <a href={`#${targetId}`} className={siteLayoutStyles.classes.skipLink}>
      {t('layout.skipLink')}
    </a>
  );
}
