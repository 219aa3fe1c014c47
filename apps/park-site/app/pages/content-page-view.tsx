import type { ReactNode } from 'react';
import type { ContentFaq, ContentItem } from '@parks/contracts';
import { useTranslation, type SitePage } from '@parks/i18n';
import { cx } from '@parks/site';
import { SensoryProfileTable } from '@parks/ui-header';
import type { RenderedPage } from '../content/content.server';
import { readOnlyPart } from '../layout/island';
import type { PriceFrom } from '../server-only/app-services';
import type { EligibilityProof } from './booking-products';
import { ContentImage } from './content-image';
import { contentPageStyles } from './content-page.styles';
import { EligibilityNotice } from './eligibility-notice';
import { PriceFromCard } from './price-from-card';

export type { CalmDay } from './sensory-guide-view';

/**
 * A list card's sensory profile: read-only, so its server HTML hydrates only as it comes into view, not
 * with the page (an attraction list's 12 tables were three quarters of its fibers: the task after its
 * hydration ran 480–614 ms under 4× CPU throttling).
 */
const ProfileTable = readOnlyPart(SensoryProfileTable, 'sensory-profile');

export interface SitemapEntry {
  path: string;
  label: string;
}

export interface ContentPageViewProps {
  page: SitePage;
  content: RenderedPage;
  sitemap: SitemapEntry[] | null;
  /** The admission's lowest prices, on the admission page. */
  priceFrom?: PriceFrom | null;
  /**
   * The widget the page sells through, under the hero: the booking widget, the package builder or the
   * hotel calendar. Given by the page's route module (booking-page.tsx, package-page.tsx,
   * hotel-page.tsx), so a page without one never loads their code (issue 16 step 2).
   */
  widget?: ReactNode;
  /** A resident or senior price: what to show at the entrance, above the widget. */
  eligibilityProof?: EligibilityProof | null;
  /**
   * The sensory guide's calm days, filters and matches (`SensoryGuide`), on the guide page. Given by its
   * route module (sensory-guide-page.tsx), so no other content page loads their code (issue 16).
   */
  guide?: ReactNode;
  /** The sensory guide's path: each card with a sensory profile links to its full profile there. */
  sensoryGuidePath?: string | null;
}

/** A content page: hero, Markdown body, the collections it lists, FAQs and, on the sitemap page, every page. */
export function ContentPageView({
  page,
  content,
  sitemap,
  priceFrom,
  widget,
  eligibilityProof,
  guide,
  sensoryGuidePath,
}: ContentPageViewProps) {
  const { t } = useTranslation('host');
  const c = contentPageStyles.classes;
  return (
    <article>
      <header className={c.hero}>
        <div className={c.heroContainer}>
          <div>
            <h1 className={c.heroHeading}>{content.heading}</h1>
            <p className={c.heroLead}>{content.lead}</p>
          </div>
          <ContentImage image={content.hero} priority sizes="(min-width: 48em) 50vw, 100vw" />
        </div>
      </header>
      <div className={c.body}>
        {eligibilityProof && (
          <div className={c.notice}>
            <EligibilityNotice proof={eligibilityProof} />
          </div>
        )}
        {widget && <div className={c.widget}>{widget}</div>}
        {priceFrom && (
          <div className={c.widget}>
            <PriceFromCard price={priceFrom} />
          </div>
        )}
        <div className={cx('prose', c.prose)} dangerouslySetInnerHTML={{ __html: content.html }} />
      </div>
      {guide}
      {Object.entries(content.items).map(([name, items]) => (
        <CollectionGrid key={name} items={items} guidePath={sensoryGuidePath} />
      ))}
      {content.faqs.length > 0 && <FaqList heading={t('faqs.heading')} faqs={content.faqs} />}
      {sitemap && (
        <div className={c.section}>
          <h2 className={c.sectionHeading}>{t('sitemap.heading')}</h2>
          <ul className={c.sitemapList}>
            {sitemap.map((entry) => (
              <li key={entry.path} className={c.sitemapItem}>
                <a href={entry.path} className={c.sitemapLink}>
                  {entry.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <span hidden data-page-id={page.id} />
    </article>
  );
}

function CollectionGrid({ items, guidePath }: { items: ContentItem[]; guidePath?: string | null }) {
  const c = contentPageStyles.classes;
  const { t } = useTranslation('host');
  return (
    <div className={c.collection}>
      <ul className={c.collectionList}>
        {items.map((item) => (
          <li key={item.id} id={item.id} className={c.card}>
            {item.image && (
              <ContentImage
                image={item.image}
                sizes="(min-width: 62em) 33vw, (min-width: 30em) 50vw, 100vw"
              />
            )}
            <div className={c.cardBody}>
              <h2 className={c.cardTitle}>{item.title}</h2>
              <p className={c.cardText}>{item.text}</p>
              {item.facts && item.facts.length > 0 && (
                <dl className={c.facts}>
                  {item.facts.map((fact) => (
                    <div key={fact.label} className={c.fact}>
                      <dt className={c.factLabel}>{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {item.sensory && (
                <div className={c.cardProfile}>
                  <ProfileTable profile={item.sensory} name={item.title} variant="compact" />
                  {guidePath && (
                    <a
                      href={`${guidePath}#${item.id}`}
                      className={c.cardProfileLink}
                      aria-label={`${t('sensoryGuide.fullProfile')}: ${item.title}`}
                    >
                      {t('sensoryGuide.fullProfile')}
                    </a>
                  )}
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FaqList({ heading, faqs }: { heading: string; faqs: ContentFaq[] }) {
  const c = contentPageStyles.classes;
  return (
    <div className={c.section}>
      <h2 className={c.sectionHeading}>{heading}</h2>
      {faqs.map((faq) => (
        <details key={faq.id} id={faq.id} className={c.faq}>
          <summary className={c.faqQuestion}>{faq.question}</summary>
          <div className={cx('prose', c.faqAnswer)} dangerouslySetInnerHTML={{ __html: faq.answer }} />
        </details>
      ))}
    </div>
  );
}
