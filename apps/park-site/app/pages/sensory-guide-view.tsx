import { CalmDays } from '@parks/booking';
import { VISIT_DATE_PARAM, type CrowdLevel } from '@parks/booking/core';
import { linkPath, useTranslation, type Language } from '@parks/i18n';
import { useSiteConfig } from '@parks/site';
import { SensoryFilterForm, SensoryProfileTable } from '@parks/ui-header';
import { contentPageStyles } from './content-page.styles';
import type { SensoryGuideData } from './sensory-guide.server';

/**
 * The sensory guide page's own part of ContentPageView (its `guide` slot): the calmest days ahead, then the
 * filters and the attractions and tours that pass them. Only the guide's route module imports it.
 */
export function SensoryGuide({
  guide,
  calmDays,
  page,
}: {
  guide: SensoryGuideData;
  calmDays: readonly CalmDay[] | undefined;
  page: { language: Language; path: string };
}) {
  return (
    <>
      <CalmDaysSlot days={calmDays} language={page.language} />
      <SensoryGuideSection guide={guide} action={page.path} />
    </>
  );
}

/** The guide's filters (a GET form to the page itself) and the attractions and tours that pass them, each in full. */
export function SensoryGuideSection({ guide, action }: { guide: SensoryGuideData; action: string }) {
  const { t } = useTranslation('host');
  const c = contentPageStyles.classes;
  return (
    <section className={c.section} aria-labelledby="sensory-guide-heading">
      <h2 id="sensory-guide-heading" className={c.sectionHeading}>
        {t('sensoryGuide.heading')}
      </h2>
      <SensoryFilterForm action={action} selected={guide.filters} unknown={guide.unknownFilters} />
      <p className={c.guideCount}>
        {t('sensoryGuide.count', { count: guide.matches.length, total: guide.total })}
      </p>
      {guide.matches.length === 0 ? (
        <p>{t('sensoryGuide.none')}</p>
      ) : (
        <ul className={c.guideList}>
          {guide.matches.map((entry) => (
            <li key={entry.id} id={entry.id} className={c.guideEntry}>
              <h3 className={c.guideEntryHeading}>
                <a href={entry.href} className={c.sitemapLink}>
                  {entry.title}
                </a>
              </h3>
              <SensoryProfileTable profile={entry.profile} name={entry.title} variant="full" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A day of the crowd calendar as park-api reports it (`GET /xapi/crowd-levels`), without its occupancy. */
export interface CalmDay {
  Date: string;
  Level: CrowdLevel;
}

/** How many of the calmest days ahead the guide lists. */
const CALM_DAYS_LISTED = 7;

/** The window the guide page's calm days cover (issue 21 §3: the next 4 weeks). */
export const CALM_DAYS_WEEKS = 4;

/**
 * The calmest days of the next weeks (issue 21 §3), right after the calm-visit content: the booking lib's
 * `CalmDays` (static markup, decision 011), each day a link to the admission's booking with that day
 * chosen (`?date=`). When park-api could not tell, the list says so.
 */
export function CalmDaysSlot({
  days,
  language,
}: {
  days: readonly CalmDay[] | undefined;
  language: Language;
}) {
  const { parkSlug } = useSiteConfig();
  const c = contentPageStyles.classes;
  const admission = linkPath('admission', language, { park: parkSlug });
  return (
    <div className={c.section} data-slot="calm-days">
      <CalmDays
        days={days ?? null}
        language={language}
        count={CALM_DAYS_LISTED}
        weeks={CALM_DAYS_WEEKS}
        {...(admission
          ? {
              bookingHref: (date: string) =>
                `${admission}?${new URLSearchParams({ [VISIT_DATE_PARAM]: date })}`,
            }
          : {})}
      />
    </div>
  );
}
