import {
  SENSORY_DIMENSIONS,
  SENSORY_LEVELS,
  type SensoryDimension,
  type SensoryLevel,
  type SensoryProfile,
} from '@parks/contracts';
import { cx } from '@parks/site';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { SensoryIcon } from './sensory-icons';
import { sensoryProfileStyles } from './sensory-profile.styles';

export interface SensoryProfileTableProps {
  /** The profile, as the park wrote it in the page's language. */
  profile: SensoryProfile;
  /** What the profile is of: the table's caption says "Sensory profile: <name>". */
  name: string;
  /**
   * 'compact' (a list card: sense and level) or 'full' (with each note, the duration and whether it can be left).
   * @default 'full'
   */
  variant?: 'compact' | 'full';
  /**
   * The senses the table shows, in its order: a sister park that describes fewer (or orders them its own
   * way) passes them from its config; each needs its name in the `sensoryProfile.dimensions` texts.
   * @default SENSORY_DIMENSIONS (all nine of @parks/contracts)
   */
  dimensions?: readonly SensoryDimension[];
}

/**
 * What an attraction asks of each sense, as a real table (row and column headers): every level is a
 * word and a meter of bars beside an icon and the sense's name, never a colour alone. Read-only, so
 * plain HTML with the build-time classes.
 */
export function SensoryProfileTable({
  profile,
  name,
  variant = 'full',
  dimensions = SENSORY_DIMENSIONS,
}: SensoryProfileTableProps) {
  const { t } = useLayoutTranslation();
  const c = sensoryProfileStyles.classes;
  const full = variant === 'full';
  return (
    <div className={c.root} data-sensory-profile={variant}>
      <table className={c.table}>
        <caption className={c.caption}>{`${t('sensoryProfile.caption')}: ${name}`}</caption>
        <thead>
          <tr>
            <th scope="col" className={c.headCell}>
              {t('sensoryProfile.sense')}
            </th>
            <th scope="col" className={c.headCell}>
              {t('sensoryProfile.level')}
            </th>
            {full && (
              <th scope="col" className={c.headCell}>
                {t('sensoryProfile.note')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {dimensions.map((dimension) => {
            const { level, note } = profile.levels[dimension];
            const flashing = dimension === 'light' && profile.flashing;
            return (
              <tr key={dimension} data-level={level}>
                <th scope="row" className={c.rowHeader}>
                  <span className={c.senseName}>
                    <SensoryIcon dimension={dimension} className={c.senseIcon} />
                    {t(`sensoryProfile.dimensions.${dimension}`)}
                  </span>
                </th>
                <td className={c.cell}>
                  <span className={c.level}>
                    <LevelMeter level={level} />
                    {t(`sensoryProfile.levels.${level}`)}
                  </span>
                  {flashing && (
                    <>
                      {' · '}
                      <span className={c.warning}>{t('sensoryProfile.flashing')}</span>
                    </>
                  )}
                </td>
                {full && <td className={c.cell}>{note}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
      {full && (
        <dl className={c.facts}>
          <dt className={c.factLabel}>{t('sensoryProfile.duration')}</dt>
          <dd className={c.factValue}>{profile.duration}</dd>
          <dt className={c.factLabel}>{t('sensoryProfile.leave')}</dt>
          <dd className={c.factValue}>{profile.leaveNote}</dd>
        </dl>
      )}
    </div>
  );
}

/** Three bars, as many filled as the level is high: a shape that says the level without colour. */
function LevelMeter({ level }: { level: SensoryLevel }) {
  const c = sensoryProfileStyles.classes;
  const filled = SENSORY_LEVELS.indexOf(level);
  return (
    <span className={c.meter} aria-hidden="true">
      {([c.bar1, c.bar2, c.bar3] as const).map((height, index) => (
        <span key={height} className={cx(c.bar, height, index < filled && c.barOn)} />
      ))}
    </span>
  );
}
