/**
 * The embedded default of the installment-payments provider (ARCHITECTURE: a working local implementation
 * of each external service). A real provider serves its own script; this one has the same contract as
 * the site's adapter expects: `window.ParksInstallments.render(element, options, onReady)` shows the
 * monthly offer for the amount and calls `onReady` once it is on screen.
 */
export const INSTALLMENT_PAYMENTS = 4;

export const INSTALLMENT_PROVIDER_SCRIPT = `(function () {
  'use strict';
  var PAYMENTS = ${INSTALLMENT_PAYMENTS};
  function render(element, options, onReady) {
    if (!element || !options || !options.apiKey || !options.accountId) {
      throw new Error('ParksInstallments: element, apiKey and accountId are required');
    }
    var amount = Math.ceil((Number(options.amount) * 100) / PAYMENTS) / 100;
    var money = new Intl.NumberFormat(options.locale || 'en-US', {
      style: 'currency',
      currency: options.currency,
    }).format(amount);
    var offer = document.createElement('p');
    offer.setAttribute('data-installments-account', options.accountId);
    offer.setAttribute('data-installments-channel', options.channel);
    offer.textContent =
      'Or ' + PAYMENTS + ' interest-free monthly payments of ' + money + ' with Sandbox Installments.';
    element.appendChild(offer);
    var timer = setTimeout(onReady, 0);
    return function () {
      clearTimeout(timer);
      if (offer.parentNode) offer.parentNode.removeChild(offer);
    };
  }
  window.ParksInstallments = { render: render };
})();
`;
