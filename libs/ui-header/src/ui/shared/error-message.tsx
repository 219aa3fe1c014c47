import { cx } from '@parks/site';
import type { ReactNode } from 'react';
import { errorLayoutStyles } from './error-layout.styles';

export interface ErrorMessageProps {
  title: ReactNode;
  /** The explanation under the title, when the page has one. */
  text?: ReactNode;
  /** The way back: the link's target and its words. */
  homeHref: string;
  homeLabel: ReactNode;
}

/** The inside of the 500 and offline pages' card: the title, the text and the link back. */
export function ErrorMessage({ title, text, homeHref, homeLabel }: ErrorMessageProps) {
  const c = errorLayoutStyles.classes;
  return (
    <>
      <h1 className={c.title}>{title}</h1>
      {text ? <p className={c.text}>{text}</p> : null}
      <a href={homeHref} className={cx(c.home, !text && c.homeSpaced)}>
        {homeLabel}
      </a>
    </>
  );
}
