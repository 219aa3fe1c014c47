import { useMemo, type ReactElement } from 'react';
import { sanitizeComplementHtml } from '../../core/sanitize-complement-html';
import { complementUpsellStyles } from './complement-upsell.styles';

export interface ComplementDescriptionProps {
  /** `infoDetails.textDescription`: HTML from the catalog, sanitized here before it is rendered. */
  html: string;
}

/**
 * A complement's description. Its own module, loaded lazily by the card: the sanitizer (sanitize-html,
 * which brings an HTML parser and PostCSS) is about 45 KB gzip that the cart page needs only once
 * complements have arrived, never for its first paint.
 */
export default function ComplementDescription({ html }: ComplementDescriptionProps): ReactElement | null {
  const safe = useMemo(() => sanitizeComplementHtml(html), [html]);
  if (!safe) return null;
  return (
    <div className={complementUpsellStyles.classes.description} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
