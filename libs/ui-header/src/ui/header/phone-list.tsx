import { cx, type PhoneLine } from '@parks/site';
import { telHref } from '../../core/layout-routes';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { StaticPhoneIcon } from '../icons/static-icons';
import { layoutBits } from '../shared/static-parts.styles';
import { headerStyles } from './header.styles';

export interface PhoneListProps {
  phones: readonly PhoneLine[];
  /**
   * Show only the first (main) line, and its number without the visible country, for the narrow mobile bar.
   * @default false
   */
  compact?: boolean;
}

/** The park's phone lines as `tel:` links, each labelled with its country in the visitor's language. */
export function PhoneList({ phones, compact = false }: PhoneListProps) {
  const { t, language } = useLayoutTranslation();
  const shown = compact ? phones.slice(0, 1) : phones;
  if (shown.length === 0) return null;
  const c = headerStyles.classes;
  return (
    <ul aria-label={t('header.phones')} className={c.phones}>
      {shown.map((phone) => (
        <li key={phone.number}>
          <a href={telHref(phone.number)} className={c.phone}>
            <StaticPhoneIcon className={c.phoneIcon} />
            {/* The narrow bar shows the number only; the country stays in the link's name. */}
            <span className={cx(c.phoneCountry, compact && layoutBits.classes.srOnly)}>
              {phone.label[language] ?? phone.label.en ?? phone.country}
            </span>
            <span className={c.phoneNumber}>{phone.number}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
