import { describe, expect, it, jest } from '@jest/globals';
import { PRINT_BUTTON } from '@parks/payments';
import { PRINT_EARLY } from './print-early';

describe("the booking page's print button before its scripts run (issue 20: a click while loading was lost)", () => {
  it('prints on a click made before hydration, and once on a click the hydrated button handles', () => {
    const print = jest.fn();
    window.print = print;
    // What the page's inline script does as the browser parses it.
    new Function(PRINT_EARLY)();
    document.body.innerHTML = `<button type="button" ${PRINT_BUTTON}><span>Imprimir los boletos</span></button><button type="button">Otro</button>`;
    const [printButton, other] = [...document.querySelectorAll('button')];
    printButton?.querySelector('span')?.click();
    expect(print).toHaveBeenCalledTimes(1);
    other?.click();
    expect(print).toHaveBeenCalledTimes(1);
    // Hydrated: the button's own handler prints and marks the click handled.
    printButton?.addEventListener('click', (event) => {
      event.preventDefault();
      print();
    });
    printButton?.click();
    expect(print).toHaveBeenCalledTimes(2);
  });
});
