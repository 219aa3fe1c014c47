import { PRINT_BUTTON } from '@parks/payments';

/**
 * Prints the e-tickets on a click of the print button made before the page's scripts have hydrated it
 * (issue 20: such a click was lost, 2 of 5 on a slow load): a listener on the document from the first
 * bytes of the page, which leaves alone a click the hydrated button already handled.
 */
export const PRINT_EARLY = `document.addEventListener('click',function(e){var b=e.target instanceof Element&&e.target.closest('[${PRINT_BUTTON}]');if(b&&!e.defaultPrevented){e.preventDefault();window.print()}})`;
