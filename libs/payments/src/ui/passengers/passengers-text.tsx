import type { ReactElement } from 'react';
import type { CartPassengers } from '@parks/contracts';
import { useTranslation } from '@parks/i18n';

/**
 * "2 adultos, 1 niño": each count with its own word in the language's plural form (i18next picks
 * `_one`/`_many`/`_other` from `count`). Children under 5 are counted with the children; a line
 * without children names only its adults.
 */
export function PassengersText({ passengers }: { passengers: CartPassengers }): ReactElement {
  const { t } = useTranslation('payments');
  const adults = t('summary.adults', { count: passengers.Adults });
  const childCount = passengers.Children + passengers.Infants;
  return (
    <>
      {childCount === 0
        ? adults
        : t('summary.passengers', { adults, children: t('summary.children', { count: childCount }) })}
    </>
  );
}
