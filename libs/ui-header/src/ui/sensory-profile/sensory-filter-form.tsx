import { useId } from 'react';
import { SENSORY_FILTER_PARAM, SENSORY_FILTERS, type SensoryFilter } from '../../core/sensory-filters';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { sensoryFilterFormStyles } from './sensory-filter-form.styles';

export interface SensoryFilterFormProps {
  /** The guide page's path: the form sends its choice there as `?filter=…` (shareable, server-rendered). */
  action: string;
  /** The filters the page was asked for (from its URL), shown checked. */
  selected: readonly SensoryFilter[];
  /** Values of the URL that are no filter: the form says it ignored them. */
  unknown?: readonly string[];
  /**
   * The filters the form offers, in its order: a sister park passes its own choice from its config.
   * @default SENSORY_FILTERS
   */
  filters?: readonly SensoryFilter[];
}

/**
 * The sensory guide's filters as a plain GET form: the choice lives in the URL, so a link shares it and
 * the page works without scripts. Each filter keeps only what asks little of one sense.
 */
export function SensoryFilterForm({
  action,
  selected,
  unknown = [],
  filters = SENSORY_FILTERS,
}: SensoryFilterFormProps) {
  const { t } = useLayoutTranslation();
  const c = sensoryFilterFormStyles.classes;
  const legendId = useId();
  return (
    <form method="get" action={action} className={c.form} aria-labelledby={legendId}>
      <fieldset className={c.fieldset}>
        <legend id={legendId} className={c.legend}>
          {t('sensoryFilters.legend')}
        </legend>
        <ul className={c.options}>
          {filters.map((filter) => (
            <li key={filter}>
              <label className={c.option}>
                <input
                  type="checkbox"
                  name={SENSORY_FILTER_PARAM}
                  value={filter}
                  defaultChecked={selected.includes(filter)}
                  className={c.checkbox}
                />
                {t(`sensoryFilters.options.${filter}`)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {unknown.length > 0 && (
        <p className={c.notice} role="note">
          {t('sensoryFilters.unknown', { values: unknown.join(', ') })}
        </p>
      )}
      <div className={c.actions}>
        <button type="submit" className={c.submit}>
          {t('sensoryFilters.submit')}
        </button>
        {selected.length > 0 && (
          <a href={action} className={c.clear}>
            {t('sensoryFilters.clear')}
          </a>
        )}
      </div>
    </form>
  );
}
