import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactElement } from 'react';
import { useSelector } from 'react-redux';
import type { CurrencyCode } from '@parks/contracts';
import { useTranslation } from '@parks/i18n';
import {
  installmentWidgetReadySet,
  selectInstallmentWidgetReady,
  selectIsMobile,
  selectLanguage,
  useSiteConfig,
} from '@parks/site';
import {
  installmentInitOptions,
  installmentWidgetEnabled,
  type InstallmentInitOptions,
  type InstallmentWidgetConfig,
} from '../../core/installment-widget';
import { useAppDispatch } from '../../state/payments-hooks';

/** What the provider's script puts on `window` (the embedded default serves one with this shape). */
export interface InstallmentProvider {
  /** Shows the offer in `element`; calls `onReady` once it is shown. Returns a clean-up. */
  render(element: HTMLElement, options: InstallmentInitOptions, onReady: () => void): () => void;
}

declare global {
  interface Window {
    ParksInstallments?: InstallmentProvider;
  }
}

export interface InstallmentWidgetProps {
  config: InstallmentWidgetConfig | undefined;
  currency: CurrencyCode;
  amount: number;
}

const loading = new Map<string, Promise<InstallmentProvider>>();

/** Adds the provider's script once per page and resolves when it has defined its global. */
function loadProvider(src: string): Promise<InstallmentProvider> {
  if (window.ParksInstallments) return Promise.resolve(window.ParksInstallments);
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<InstallmentProvider>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () =>
        window.ParksInstallments ? resolve(window.ParksInstallments) : reject(new Error('No provider'));
      script.onerror = () => reject(new Error(`Could not load ${src}`));
      document.head.appendChild(script);
    });
    promise.catch(() => loading.delete(src));
    loading.set(src, promise);
  }
  return promise;
}

/**
 * The installment-payments widget (SPEC §4, §7, §9): loaded only when site code, currency, API key and
 * language all allow it; initialised with the account and locale of the currency. The site's
 * initialised flag stays false until the provider reports ready, and goes back to false whenever the
 * currency (or the amount) changes, until the provider is ready again.
 */
export function InstallmentWidget({ config, currency, amount }: InstallmentWidgetProps): ReactElement | null {
  const { t } = useTranslation('payments');
  const dispatch = useAppDispatch();
  const { siteCode } = useSiteConfig();
  const language = useSelector(selectLanguage);
  const mobile = useSelector(selectIsMobile);
  const ready = useSelector(selectInstallmentWidgetReady);
  const container = useRef<HTMLDivElement>(null);
  const enabled = installmentWidgetEnabled(config, { siteCode, currency, language });

  useEffect(() => {
    dispatch(installmentWidgetReadySet(false));
    if (!enabled || !config) return;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    loadProvider(config.scriptUrl)
      .then((provider) => {
        if (cancelled || !container.current) return;
        cleanup = provider.render(
          container.current,
          installmentInitOptions(config, currency, amount, mobile),
          () => {
            if (!cancelled) dispatch(installmentWidgetReadySet(true));
          },
        );
      })
      .catch(() => {
        // The widget is an extra: without it the visitor still pays as usual.
      });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [enabled, config, currency, amount, mobile, dispatch]);

  if (!enabled) return null;
  return (
    <Box
      as="aside"
      aria-label={t('installments.label')}
      data-testid="installment-widget"
      data-ready={ready ? 'true' : 'false'}
      borderWidth="1px"
      borderColor="border"
      rounded="l2"
      p="3"
    >
      {ready ? null : (
        <Text fontSize="sm" color="fg.muted">
          {t('installments.loading')}
        </Text>
      )}
      <div ref={container} />
    </Box>
  );
}
