import { Box, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { useId, type ReactElement } from 'react';
import type { CrowdLevel } from '@parks/contracts';
import { useTranslation, type Language } from '@parks/i18n';
import { calmestDays } from '../../core/crowd-levels';
import { CalmDayIcon } from '../date-picker/crowd-icons';
import { dayAndMonth, weekdayAndDate } from '../date-picker/date-labels';

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
   * Where to book a date, when the site's booking page takes a date in its URL; without it the days are
   * not links.
   */
  bookingHref?: (date: string) => string;
  /** @default 'h2' */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The calmest days of the next weeks (issue 21 §3), for the sensory guide: each with its weekday and date
 * in the visitor's language and its level in words beside a leaf mark (never colour alone). Moderate days
 * are listed only when no calm day is left; busy days never.
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
  const listed = days ? calmestDays(days, count) : [];
  const noCalm = listed.some((day) => day.Level !== 'calm');

  let body: ReactElement;
  if (days === null) body = <Text color="fg.muted">{t('calmDays.unavailable')}</Text>;
  else if (listed.length === 0) body = <Text>{t('calmDays.allBusy', { weeks })}</Text>;
  else
    body = (
      <>
        {noCalm && <Text mb="2">{t('calmDays.noCalm')}</Text>}
        <Box as="ul" listStyleType="none" p="0" m="0" display="grid" gap="2">
          {listed.map((day) => (
            <Flex
              as="li"
              key={day.Date}
              align="center"
              justify="space-between"
              gap="3"
              wrap="wrap"
              p="3"
              borderWidth="1px"
              borderColor="border"
              rounded="l2"
            >
              <Flex align="center" gap="2">
                {day.Level === 'calm' && <CalmDayIcon boxSize="4" color="fg" data-crowd="calm" />}
                <Box>
                  <Text fontWeight="semibold">
                    <time dateTime={day.Date}>{weekdayAndDate(day.Date, language)}</time>
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t(day.Level === 'calm' ? 'calmDays.calm' : 'calmDays.moderate')}
                  </Text>
                </Box>
              </Flex>
              {bookingHref && (
                <Link href={bookingHref(day.Date)} color="brand.fg" textDecoration="underline">
                  {t('calmDays.book', { date: dayAndMonth(day.Date, language) })}
                </Link>
              )}
            </Flex>
          ))}
        </Box>
      </>
    );

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as={headingLevel} id={headingId} size="lg" mb="1">
        {t('calmDays.title', { weeks })}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('calmDays.intro')}
      </Text>
      {body}
    </Box>
  );
}
