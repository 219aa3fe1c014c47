/** What an error answer (`throw data(…, { status })`) carries to the error page. */
export interface ErrorPageData {
  /** SPEC §2 general error page: the block of related links, as HTML (sanitised where it is shown). */
  relatedLinksHtml?: string;
}
