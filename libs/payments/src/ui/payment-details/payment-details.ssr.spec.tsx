/**
 * @jest-environment node
 */
// Issue 16 (CLS): the server HTML of the payment details with a cart line already holds the form's frame
// — the currency choice at its final size and the buyer's section with the form's own fields — so the
// layout is known before the currencies and methods are read in the browser, and nothing moves when
// they answer. Nothing in it can be submitted before the form itself arrives.
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import type { Language } from '@parks/i18n';
import { ParkProviders } from '../../../../../.storybook/park-providers';
import { PaymentsApiProvider } from '../../api/payments-api-context';
import { fakePaymentsApi } from '../../test-support/fake-payments-api';
import { paymentCart, withPaymentCart } from '../../test-support/payments-fixtures';
import { PaymentDetails } from './payment-details';

function serverHtml(language: Language): string {
  const api = fakePaymentsApi({ currencies: 'pending', options: 'pending' });
  return renderToString(
    <ParkProviders
      language={language}
      brand="sensoria"
      mobile
      storyId={`ssr-${language}`}
      preloadedState={withPaymentCart(paymentCart('USD'))}
    >
      <PaymentsApiProvider api={api}>
        <PaymentDetails />
      </PaymentsApiProvider>
    </ParkProviders>,
  );
}

/** The page's text as the visitor reads it, in order (style tags and markup left out). */
function visibleText(html: string): string {
  return html
    .replace(/<style[^>]*>.*?<\/style>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The opening tag of the element `<tag … name="name" …>`. */
function openingTag(html: string, tag: string, name: string): string {
  const found = new RegExp(`<${tag}\\b[^>]*\\bname="${name}"[^>]*>`).exec(html);
  expect(found).not.toBeNull();
  return found?.[0] ?? '';
}

const TEXTS = {
  es: {
    currency: 'Moneda',
    gettingCurrencies: 'Obteniendo monedas',
    buyer: 'Tus datos',
    fields: ['Nombre', 'Apellidos', 'Correo electrónico', 'Teléfono', 'País'],
    methods: 'Forma de pago',
    gettingOptions: 'Obteniendo opciones de pago',
  },
  en: {
    currency: 'Currency',
    gettingCurrencies: 'Getting currencies',
    buyer: 'Your details',
    fields: ['First name', 'Last name', 'E-mail', 'Phone', 'Country'],
    methods: 'Payment method',
    gettingOptions: 'Getting payment options',
  },
  pt: {
    currency: 'Moeda',
    gettingCurrencies: 'Obtendo moedas',
    buyer: 'Seus dados',
    fields: ['Nome', 'Sobrenome', 'E-mail', 'Telefone', 'País'],
    methods: 'Forma de pagamento',
    gettingOptions: 'Obtendo opções de pagamento',
  },
} as const;

describe('the payment details with a cart line, on the server (before any read answers)', () => {
  it.each(['es', 'en', 'pt'] as const)(
    '%s: the currency choice and the form frame, in the order the form shows them',
    (language) => {
      const texts = TEXTS[language];
      const html = serverHtml(language);
      const text = visibleText(html);
      // The currency choice is there at its size, disabled, saying the currencies are being read.
      expect(openingTag(html, 'select', 'currency')).toContain('disabled=""');
      expect(html).toMatch(
        new RegExp(
          `name="currency"[^>]*><option value="USD"[^>]*>${texts.gettingCurrencies}</option></select>`,
        ),
      );
      expect(html).toContain('data-testid="charge-line"');
      // Then the buyer's section with its five fields, and the methods' heading with the loading label.
      const order = [texts.currency, texts.buyer, ...texts.fields, texts.methods, texts.gettingOptions];
      let from = 0;
      for (const words of order) {
        const at = text.indexOf(words, from);
        expect({ words, found: at >= from }).toEqual({ words, found: true });
        from = at + words.length;
      }
      for (const name of ['firstName', 'lastName', 'email', 'phone']) {
        expect(openingTag(html, 'input', name)).toContain('disabled=""');
      }
      expect(openingTag(html, 'select', 'country')).toContain('disabled=""');
      expect(html).toMatch(
        new RegExp(
          `<section aria-labelledby="([^"]+)">(?:<style[^>]*>[^<]*</style>)?<h2 id="\\1"[^>]*>${texts.buyer}</h2>`,
        ),
      );
      expect(html).toMatch(
        new RegExp(`<div role="status"[^>]*>.*?<p>${texts.gettingOptions}</p></div>`, 's'),
      );
    },
  );

  it('holds nothing the browser could submit: no form, no submit button, no card field', () => {
    const html = serverHtml('en');
    expect(html).not.toMatch(/<form/);
    expect(html).not.toMatch(/type="submit"/);
    expect(html).not.toMatch(/name="cardNumber"|name="cvv"/);
  });
});
