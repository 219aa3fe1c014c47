import { VisuallyHidden } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { useTranslation } from '@parks/i18n';
import type { HoldAnnounceMark } from '../../core/cart-hold';

/**
 * The hold's polite live region: always in the page (so the words are picked up when they come), filled
 * once at 5 minutes and once at 1 minute, never with the ticking timer.
 */
export function HoldAnnouncement({ mark }: { mark: HoldAnnounceMark | null }): ReactElement {
  const { t } = useTranslation('cart');
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="hold-announcement">
      {mark === 300 ? t('hold.announce300') : mark === 60 ? t('hold.announce60') : null}
    </VisuallyHidden>
  );
}
