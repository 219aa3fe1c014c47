import { useId, type ReactNode } from 'react';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { ErrorLayout } from '../shared/error-layout';
import { useSiteMobile } from '../shared/use-site-mobile';
import { generalErrorStyles } from './general-error-page.styles';
import { SafeLinksHtml } from './safe-links-html';

export interface GeneralErrorPageProps {
  /**
   * The page heading.
   * @default a general "not found" heading in the visitor's language
   */
  heading?: string;
  /**
   * The text under the heading.
   * @default a short hint to search or follow a related link
   */
  text?: string;
  /** The search box (the host passes the one from @parks/search). */
  search?: ReactNode;
  /** Related links as HTML (SPEC §2); sanitised by an allow-list, never injected as is. */
  relatedLinksHtml?: string;
  /**
   * The HTTP status of a server error.
   * @default 500
   */
  status?: number;
  /** Where the error happened: it picks the line 'An error {status} occurred on server' or '… on client'. */
  source: 'server' | 'client';
  /**
   * Show the error line, which SPEC §2 hides on desktop.
   * @default the site state's `mobile`
   */
  mobile?: boolean;
}

/** The general error page (SPEC §2 'Error pages'), used for 404 and every error but a server 500. */
export function GeneralErrorPage({
  heading,
  text,
  search,
  relatedLinksHtml,
  status = 500,
  source,
  mobile: mobileOverride,
}: GeneralErrorPageProps) {
  const { t } = useLayoutTranslation();
  const mobile = useSiteMobile(mobileOverride);
  const relatedId = useId();
  const c = generalErrorStyles.classes;
  return (
    <ErrorLayout>
      <h1 className={c.heading}>{heading ?? t('errors.general.heading')}</h1>
      <p className={c.text}>{text ?? t('errors.general.text')}</p>
      {search ? <div className={c.search}>{search}</div> : null}
      {relatedLinksHtml ? (
        <section aria-labelledby={relatedId} className={c.related}>
          <h2 id={relatedId} className={c.relatedHeading}>
            {t('errors.general.relatedLinks')}
          </h2>
          <SafeLinksHtml html={relatedLinksHtml} />
        </section>
      ) : null}
      {mobile ? (
        <p className={c.line}>
          {source === 'server' ? t('errors.general.serverLine', { status }) : t('errors.general.clientLine')}
        </p>
      ) : null}
    </ErrorLayout>
  );
}
