import { calmestDays, type CrowdLevel } from '@parks/booking/core';
import { useTranslation } from '@parks/i18n';
import { SensoryFilterForm, SensoryProfileTable } from '@parks/ui-header';
import { contentPageStyles } from './content-page.styles';
import type { SensoryGuideData } from './sensory-guide.server';

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

/**
 * The calmest days of the next weeks (issue 21 §3), right after the calm-visit content: the soonest calm
 * days, or the soonest moderate ones when none is calm (never a busy day); each in words, never a colour
 * alone. Nothing when park-api could not tell. Static markup: the guide is only read (decision 011).
 */
export function CalmDaysSlot({ days, language }: { days: readonly CalmDay[] | undefined; language: string }) {
  const { t } = useTranslation('host');
  const c = contentPageStyles.classes;
  const listed = days ? calmestDays(days, CALM_DAYS_LISTED) : [];
  if (listed.length === 0) return null;
  const format = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return (
    <section className={c.section} aria-labelledby="calm-days-heading" data-slot="calm-days">
      <h2 id="calm-days-heading" className={c.sectionHeading}>
        {t('calmDays.heading')}
      </h2>
      <ul className={c.guideList}>
        {listed.map((day) => (
          <li key={day.Date}>
            <time dateTime={day.Date}>{format.format(new Date(`${day.Date}T00:00:00Z`))}</time>
            {`: ${t(`calmDays.levels.${day.Level}`)}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
