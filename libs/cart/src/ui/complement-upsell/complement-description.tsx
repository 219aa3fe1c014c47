import type { ReactElement } from 'react';
import { complementUpsellStyles } from './complement-upsell.styles';

export interface ComplementDescriptionProps {
  /**
   * `infoDetails.textDescription`: HTML the catalog API sanitized where it read the catalog (park-api's
   * sanitize-complement-html.ts), rendered as it is.
   */
  html: string;
}

/**
 * A complement's description. The HTML arrives clean from `/xapi/complements`, so neither the server nor
 * the browser runs a sanitizer here: the cart page no longer fetches sanitize-html (an HTML parser and
 * PostCSS, a 59 KB chunk) once complements have arrived (issue 16).
 */
export function ComplementDescription({ html }: ComplementDescriptionProps): ReactElement {
  return (
    <div className={complementUpsellStyles.classes.description} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
