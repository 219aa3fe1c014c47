/**
 * What the print view of an order page leaves out: the page's chrome and the buttons. Emotion styles rather
 * than a <style> element: the site's Content-Security-Policy admits only style tags that carry its nonce,
 * and Emotion's do. `html:has(&)` reaches the page's chrome only while such a page is shown.
 */
export const printStyles = {
  '@media print': {
    'html:has(&) :is(header, footer, nav, [data-print="hide"])': {
      display: 'none !important',
    },
    '& [data-print="ticket"]': { breakInside: 'avoid', border: '1px solid #000 !important' },
    'html:has(&) body': { background: '#fff !important', color: '#000 !important' },
  },
};
