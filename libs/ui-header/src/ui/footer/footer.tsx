import { useId, type ReactNode } from 'react';
import { useSiteConfig } from '@parks/site';
import { telHref } from '../../core/layout-routes';
import {
  DEFAULT_PAYMENT_METHODS,
  WALLET_PAYMENT_CODE,
  type PaymentMethodBadge,
} from '../../core/payment-methods';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { StaticCheckCircleIcon, StaticClockIcon, StaticPhoneIcon } from '../icons/static-icons';
import { layoutBits } from '../shared/static-parts.styles';
import { SitemapLinks } from '../sitemap-links/sitemap-links';
import { footerStyles } from './footer.styles';

export interface FooterProps {
  /**
   * The accepted payment methods, drawn as text badges.
   * @default every method of the payments configuration (Visa … Wallet), the wallet named in the visitor's language
   */
  paymentMethods?: readonly PaymentMethodBadge[];
  /** The newsletter form (a later issue); shown in a labelled region when given. */
  newsletter?: ReactNode;
}

const BENEFITS = ['bestPrice', 'weatherGuarantee', 'kidsFree', 'presale10', 'presale15'] as const;

/** The footer of every page (SPEC §2): benefits, sitemap, call center, social links, newsletter, payment methods. */
export function Footer({ paymentMethods, newsletter }: FooterProps) {
  const { t, language } = useLayoutTranslation();
  const config = useSiteConfig();
  const ids = useId();
  const methods =
    paymentMethods ??
    DEFAULT_PAYMENT_METHODS.map((method) =>
      method.code === WALLET_PAYMENT_CODE ? { ...method, name: t('footer.wallet') } : method,
    );

  // Registration and recovery open the hosted pages through the site's own sign-in start (screen_hint).
  const signInLanguage = language === 'en' ? 'en' : 'es';
  const accountLinks = [
    { key: 'chat', href: `${config.chatUrl}?lang=${language}` },
    { key: 'contact', href: `${config.contactUrl}?lang=${language}` },
    { key: 'register', href: `/auth/sign-in/?lang=${signInLanguage}&screen=register` },
    { key: 'forgot', href: `/auth/sign-in/?lang=${signInLanguage}&screen=forgot` },
  ] as const;

  const c = footerStyles.classes;
  return (
    <footer className={c.root}>
      <section aria-labelledby={`${ids}-benefits`} className={c.benefits}>
        <div className={c.benefitsContainer}>
          <h2 id={`${ids}-benefits`} className={c.benefitsHeading}>
            {t('footer.benefits.title')}
          </h2>
          <ul className={c.benefitsList}>
            {BENEFITS.map((benefit) => (
              <li key={benefit} className={c.benefit}>
                <StaticCheckCircleIcon className={c.benefitIcon} />
                <p className={c.benefitText}>{t(`footer.benefits.${benefit}`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className={c.mainContainer}>
        <div className={c.columns}>
          <nav aria-label={t('footer.sitemapNav')}>
            <h2 className={c.heading}>{t('footer.sitemap')}</h2>
            <SitemapLinks tone="inverted" />
          </nav>

          <div className={c.contact}>
            <div>
              <h2 className={c.heading}>{t('footer.callCenter.title')}</h2>
              <a href={telHref(config.callCenterPhone)} className={c.phone}>
                <StaticPhoneIcon className={c.phoneIcon} />
                {config.callCenterPhone}
              </a>
              <p className={c.hours}>
                <StaticClockIcon className={c.hoursIcon} />
                {t('footer.callCenter.hours')}
              </p>
              {/* The account site's service pages, where a visitor looks for them (issue 18 §3). */}
              <ul className={c.accountLinks}>
                {accountLinks.map((link) => (
                  <li key={link.key}>
                    <a href={link.href} className={c.accountLink}>
                      {t(`accountLinks.${link.key}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
            {config.social.length > 0 ? (
              <div>
                <h2 className={c.heading}>{t('footer.social')}</h2>
                <span id={`${ids}-new-tab`} className={layoutBits.classes.srOnly}>
                  {t('common.newTab')}
                </span>
                <ul className={c.socialList}>
                  {config.social.map((link) => (
                    <li key={link.url}>
                      <a
                        href={link.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t('footer.socialLink', { park: config.parkName, network: link.network })}
                        aria-describedby={`${ids}-new-tab`}
                        className={c.social}
                      >
                        {link.network}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>

          {newsletter ? (
            <section aria-labelledby={`${ids}-newsletter`} className={c.newsletter}>
              <h2 id={`${ids}-newsletter`} className={c.heading}>
                {t('footer.newsletter')}
              </h2>
              {newsletter}
            </section>
          ) : null}
        </div>
      </div>

      <div className={c.bottom}>
        <div className={c.bottomContainer}>
          <section aria-labelledby={`${ids}-payments`}>
            <h2 id={`${ids}-payments`} className={c.paymentsHeading}>
              {t('footer.paymentMethods')}
            </h2>
            <ul className={c.paymentList}>
              {methods.map((method) => (
                <li key={method.code} className={c.payment}>
                  {method.name}
                </li>
              ))}
            </ul>
          </section>
          <p className={c.rights} lang={language}>
            © {config.parkName}. {t('footer.rights')}
          </p>
        </div>
      </div>
    </footer>
  );
}
