import type { ReactNode } from 'react';
import { StaticParkMarkIcon } from '../icons/static-icons';
import { errorLayoutStyles } from './error-layout.styles';

export interface ErrorLayoutProps {
  /** A large decorative code above the heading, e.g. '500'; the park mark shows without it. */
  code?: string;
  children: ReactNode;
}

/** The centred card of the error and offline pages. */
export function ErrorLayout({ code, children }: ErrorLayoutProps) {
  const c = errorLayoutStyles.classes;
  return (
    <div className={c.container}>
      <div className={c.card}>
        {code ? (
          <p aria-hidden="true" className={c.code}>
            {code}
          </p>
        ) : (
          <div className={c.mark}>
            <StaticParkMarkIcon className={c.markIcon} />
          </div>
        )}
        {children}
      </div>
    </div>
  );
}
