import { Box, Button, Flex, Spinner, Text } from '@chakra-ui/react';
import { useId, type ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from '@parks/i18n';
import { formatHoldTime } from '../../core/cart-hold';
import { selectHoldKeep } from '../../state/cart.slice';
import { useCartActions } from '../../state/use-cart-actions';
import { HoldAnnouncement } from './hold-announcement';
import type { HoldCountdown } from './use-hold-countdown';

export interface CartHoldPanelProps {
  /** The page's countdown (`useHoldCountdown`), shared with its lines. */
  countdown: HoldCountdown;
}

/** Under this many seconds the timer is drawn as a warning (and said so in words, not colour alone). */
const WARNING_SECONDS = 300;

/**
 * The cart page's hold (issue 17 §1): the time left for the held tickets, 'Keep my tickets' while
 * extensions remain (else why not), and the announcements at 5 and 1 minute.
 */
export function CartHoldPanel({ countdown }: CartHoldPanelProps): ReactElement {
  const { t } = useTranslation('cart');
  const keep = useSelector(selectHoldKeep);
  const { keepHold } = useCartActions();
  const helpId = useId();

  const { hold, secondsLeft, ended, announced } = countdown;
  const warning = !ended && secondsLeft <= WARNING_SECONDS;
  const keeping = keep.status === 'keeping';
  const usedUp = hold.ExtensionsLeft <= 0;

  return (
    <Box
      px="4"
      py="3"
      rounded="l2"
      borderWidth="1px"
      borderColor={ended || warning ? 'border.warning' : 'border'}
      bg={ended || warning ? 'bg.warning' : 'bg.subtle'}
      data-testid="cart-hold"
    >
      <HoldAnnouncement mark={announced} />
      {ended ? (
        <Text fontWeight="semibold">{t('hold.ended')}</Text>
      ) : (
        <Flex gap="4" align="center" justify="space-between" wrap="wrap">
          {/* role="timer" is not announced on every change: the 5- and 1-minute live region speaks instead. */}
          <Text role="timer" fontWeight="semibold" fontSize="lg" data-testid="hold-timer">
            {t('hold.heldFor', { time: formatHoldTime(secondsLeft) })}
          </Text>
          <Flex direction="column" align={{ base: 'stretch', sm: 'flex-end' }} gap="1" maxW="sm">
            <Button
              size="sm"
              colorPalette="brand"
              variant="outline"
              disabled={usedUp || keeping}
              aria-describedby={helpId}
              onClick={() => void keepHold()}
            >
              {keeping ? <Spinner size="sm" /> : null}
              {t(keeping ? 'hold.keeping' : 'hold.keep')}
            </Button>
            <Text id={helpId} fontSize="sm" color="fg.muted">
              {usedUp
                ? t('hold.keepUsedUp')
                : t('hold.keepHelp', {
                    count: hold.ExtensionsLeft,
                    minutes: Math.round(hold.PeriodSeconds / 60),
                  })}
            </Text>
          </Flex>
        </Flex>
      )}
    </Box>
  );
}
