import sanitizeHtml from 'sanitize-html';

const SAFE_HREF = /^https?:\/\//i;

// The catalog's descriptions are formatted text: paragraphs, emphasis and lists, maybe a link out.
// Everything else (scripts, styles, images, event handlers, inline CSS) is dropped.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'small', 'span', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // sanitize-html keeps relative URLs; only absolute http(s) links are kept here, so a description
    // can never point into the site's own paths (or a scheme-less trick) in the visitor's session.
    a: (tagName, attribs) => {
      const href = attribs['href']?.trim();
      const kept: sanitizeHtml.Attributes = href && SAFE_HREF.test(href) ? { href } : {};
      return { tagName, attribs: kept };
    },
  },
};

/**
 * A complement's `infoDetails.textDescription` (HTML from the catalog, SPEC §3) made safe to render
 * with `dangerouslySetInnerHTML`. Run here, where the catalog is read, so every answer of
 * `/xapi/complements` carries clean HTML and the site renders it as it is: the browser no longer
 * downloads and runs sanitize-html (a 59 KB chunk) for the cart's upsell (issue 16).
 */
export function sanitizeComplementHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS).trim();
}
