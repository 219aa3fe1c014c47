import { useId, type ReactElement } from 'react';
import type { CrowdLevel } from '@parks/contracts';
import { useTranslation, type Language } from '@parks/i18n';
import { calmestDays } from '../../core/crowd-levels';
import { CALM_LEAF_PATH } from '../date-picker/crowd-marks';
import { dayAndMonth, weekdayAndDate } from '../date-picker/date-labels';
import { calmDaysStyles } from './calm-days.styles';

/** A day as park-api's `GET /xapi/crowd-levels` answers it (the occupancy is not needed here). */
export interface CalmDaysDay {
  /** `YYYY-MM-DD`. */
  Date: string;
  Level: CrowdLevel;
}

export interface CalmDaysProps {
  /** The next weeks' open days with their crowd level; null when they could not be read. */
  days: readonly CalmDaysDay[] | null;
  language: Language;
  /** How many days to list at most. @default 5 */
  count?: number;
  /** The window the days cover, in weeks (the title says it). @default 4 */
  weeks?: number;
  /**
   * Where to book a date: the site's booking page with the date in its URL (Parque Sensoria's admission
   * page takes `?date=YYYY-MM-DD`). Without it the days are not links.
   */
  bookingHref?: (date: string) => string;
  /** @default 'h2' */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The calmest days of the next weeks (issue 21 §3), for the sensory guide: each with its weekday and date
 * in the visitor's language and its level in words beside a leaf mark (never colour alone), and a link that
 * books that day. Moderate days are listed only when no calm day is left; busy days never. Only read, so
 * plain HTML with the build-time classes of `calmDaysStyles` (docs/decisions/011-styling.md): a host adds
 * them to its stylesheet through `bookingStaticStyles`.
 */
export function CalmDays({
  days,
  language,
  count = 5,
  weeks = 4,
  bookingHref,
  headingLevel = 'h2',
}: CalmDaysProps): ReactElement {
  const { t } = useTranslation('booking');
  const headingId = useId();
  const c = calmDaysStyles.classes;
  const Heading = headingLevel;
  const listed = days ? calmestDays(days, count) : [];
  const noCalm = listed.some((day) => day.Level !== 'calm');

  let body: ReactElement;
  if (days === null) body = <p className={c.unavailable}>{t('calmDays.unavailable')}</p>;
  else if (listed.length === 0) body = <p>{t('calmDays.allBusy', { weeks })}</p>;
  else
    body = (
      <>
        {noCalm && <p className={c.note}>{t('calmDays.noCalm')}</p>}
        <ul className={c.list}>
          {listed.map((day) => (
            <li key={day.Date} className={c.day}>
              <div className={c.when}>
                {day.Level === 'calm' && (
                  <svg
                    viewBox="0 0 16 16"
                    className={c.mark}
                    aria-hidden="true"
                    focusable="false"
                    fill="currentColor"
                    data-crowd="calm"
                  >
                    <path d={CALM_LEAF_PATH} />
                  </svg>
                )}
                <div>
                  <p className={c.date}>
                    <time dateTime={day.Date}>{weekdayAndDate(day.Date, language)}</time>
                  </p>
                  <p className={c.level}>{t(day.Level === 'calm' ? 'calmDays.calm' : 'calmDays.moderate')}</p>
                </div>
              </div>
              {bookingHref && (
                <a href={bookingHref(day.Date)} className={c.book}>
                  {t('calmDays.book', { date: dayAndMonth(day.Date, language) })}
                </a>
              )}
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className={c.heading}>
        {t('calmDays.title', { weeks })}
      </Heading>
      <p className={c.intro}>{t('calmDays.intro')}</p>
      {body}
    </section>
  );
}
