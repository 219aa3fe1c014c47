import type { ComponentProps } from 'react';
import { cx } from '@parks/site';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { StaticMenuIcon } from '../icons/static-icons';
import { bottomNavStyles } from './mobile-bottom-nav.styles';

/**
 * The 'More' button: the drawer's trigger, and the same button while the drawer's code is not loaded
 * yet (so nothing moves when it arrives). Plain HTML with the bottom navigation's classes; the drawer's
 * trigger passes its props (and its own class) through.
 */
export function MoreTrigger({ className, ...props }: ComponentProps<'button'>) {
  const { t } = useLayoutTranslation();
  const c = bottomNavStyles.classes;
  return (
    <button type="button" {...props} className={cx(c.more, className)}>
      <span className={c.pill}>
        <StaticMenuIcon className={c.icon} />
      </span>
      {t('bottomNav.more')}
    </button>
  );
}
