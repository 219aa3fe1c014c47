import { useTranslation } from '@parks/i18n';
import type { EligibilityProof } from './booking-products';
import { contentPageStyles } from './content-page.styles';

export interface EligibilityNoticeProps {
  /** Which proof the page's discounted price asks for at the entrance. */
  proof: EligibilityProof;
}

/**
 * What a visitor buying a resident or senior price must show at the entrance (SPEC §1 'the resident and
 * senior discount pages'), next to the widget that sells it, so nobody buys a price they cannot prove.
 */
export function EligibilityNotice({ proof }: EligibilityNoticeProps) {
  const { t } = useTranslation('host');
  const c = contentPageStyles.classes;
  return (
    <aside aria-labelledby={`eligibility-${proof}`} className={c.eligibility}>
      <h2 id={`eligibility-${proof}`} className={c.eligibilityHeading}>
        {t('eligibility.heading')}
      </h2>
      <p>{t(`eligibility.${proof}`)}</p>
      <p className={c.eligibilityOtherwise}>{t('eligibility.otherwise')}</p>
    </aside>
  );
}
