import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Store } from '@reduxjs/toolkit';
import { useStore } from 'react-redux';
import type { Language } from '@parks/i18n';
import { renderWithProviders } from '@parks/test-harness';
import { groupPaymentMethods } from '../../core/payment-methods';
import { fakePaymentsApi, type FakePaymentsApiOptions } from '../../test-support/fake-payments-api';
import { METHODS, MXN_BANKS, paymentCart } from '../../test-support/payments-fixtures';
import { PaymentForm } from './payment-form';

/** Hands the test the store the providers made, to look at what it holds. */
function StoreProbe({ onStore }: { onStore: (store: Store) => void }) {
  onStore(useStore());
  return null;
}

function renderForm(
  options: FakePaymentsApiOptions,
  language: Language = 'en',
  currency: 'USD' | 'MXN' = 'USD',
) {
  const api = fakePaymentsApi(options);
  const onPaid = jest.fn();
  let store: Store | undefined;
  renderWithProviders(
    <>
      <StoreProbe onStore={(probed) => (store = probed)} />
      <PaymentForm
        cart={paymentCart(currency)}
        language={language}
        methods={groupPaymentMethods(METHODS[currency] ?? [])}
        banks={currency === 'MXN' ? MXN_BANKS : []}
        api={api}
        formatMoney={(amount) => `$${amount.toFixed(2)}`}
        onPaid={onPaid}
        now={new Date('2030-01-07T15:00:00Z')}
      />
    </>,
    { language },
  );
  return { api, onPaid, state: () => JSON.stringify(store?.getState()) };
}

async function fillAll(user: ReturnType<typeof userEvent.setup>, number = '4242424242424242') {
  const buyer = within(screen.getByRole('region', { name: 'Your details' }));
  await user.type(buyer.getByLabelText(/^First name/), 'Ana');
  await user.type(buyer.getByLabelText(/^Last name/), 'Pérez');
  await user.type(buyer.getByLabelText(/^E-mail/), 'ana@example.com');
  await user.type(buyer.getByLabelText(/^Phone/), '+1 305 555 0100');
  await user.selectOptions(buyer.getByLabelText(/^Country/), 'US');
  await user.type(screen.getByLabelText(/^Card number/), number);
  await user.type(screen.getByLabelText(/^Expiry date/), '1235');
  await user.type(screen.getByLabelText(/^Security code/), '123');
  await user.type(screen.getByLabelText(/^Name on the card/), 'Ana Pérez');
  await user.click(screen.getByLabelText(/I accept the terms/));
}

// Typing a whole form is slow on a shared 2-core machine; this is not a time budget.
jest.setTimeout(30_000);

describe('PaymentForm: one Idempotency-Key per attempt', () => {
  it('retries a "try again" answer with the same key, and nothing was paid twice', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, onPaid } = renderForm({ pay: 'retry' });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Pay $244.75' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment could not be completed and nothing was charged. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Pay $244.75' }));
    await waitFor(() => expect(api.payments).toHaveLength(2));
    expect(api.payments[0]?.key).toBe(api.payments[1]?.key);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('after a decline, the next submission is a new attempt with a new key', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderForm({ pay: 'declined' });
    await fillAll(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $244.75' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Pay $244.75' }));
    await waitFor(() => expect(api.payments).toHaveLength(2));
    expect(api.payments[0]?.key).not.toBe(api.payments[1]?.key);
  });

  it("a 409 HOLD_EXPIRED says so in the visitor's language, and nothing is sent again (issue 17)", async () => {
    const user = userEvent.setup({ delay: null });
    const { api, onPaid } = renderForm({ pay: 'holdExpired' });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Pay $244.75' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The time to pay for some of your tickets ran out and their places are no longer available. Nothing was charged: go back to the cart to hold them again or choose another date.',
    );
    // The refusal is final: no retry of its own, no order, one request only.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.payments).toHaveLength(1);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('sends the chosen months-without-interest plan with a MXN card', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, onPaid } = renderForm({}, 'en', 'MXN');
    await user.click(screen.getByRole('radio', { name: '12 months of $375.00' }));
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Pay $4500.00' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(api.payments).toEqual([{ key: expect.any(String), method: 'card', months: 12, language: 'EN' }]);
  });

  it('keeps card data out of the store and of storage', async () => {
    const user = userEvent.setup({ delay: null });
    const { state } = renderForm({ pay: 'declined' });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Pay $244.75' }));
    await screen.findByRole('alert');
    const stored =
      JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie;
    expect(stored).not.toContain('4242');
    expect(state()).toContain('"site"');
    expect(state()).not.toContain('4242');
  });
});

describe('PaymentForm and the browser', () => {
  it('would post, never GET, if the browser submitted it itself: no card number or CVV in a URL', async () => {
    renderForm({});
    const form = await screen.findByRole('form', { name: /pay|payment/i });
    // The form settles (its effects run) before it is read.
    await waitFor(() => expect(form.getAttribute('method')).toBe('post'));
    // Lets the form's pending effects settle inside act before the test ends.
    await act(() => Promise.resolve());
  });
});
