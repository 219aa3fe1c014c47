/**
 * @jest-environment node
 */
// Issue 16: the booking widget is build-time classes (booking-parts.styles.ts), so its page needs no
// Chakra runtime: it leaves no Emotion class or style tag in the server's HTML. Its date picker dialog
// brings Chakra through the host's scope when it opens.
import { describe, expect, it } from '@jest/globals';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ChakraScopeProvider } from '@parks/site';
import { emotionStyles } from '@parks/test-harness';
import { ParkProviders } from '../../../../../.storybook/park-providers';
import { initialBookingState } from '../../state/booking.slice';
import { BookingFixtures, fixtureAvailability } from '../../test-support/booking-fixtures';
import { BookingWidget } from './booking-widget';

/** A scope that would give Chakra's runtime: nothing the widget renders on the server may ask for it. */
function NoChakraHere(): ReactNode {
  throw new Error('the booking widget asked for Chakra');
}

// The story providers (their ChakraProvider included: a Chakra component would render there, and leave
// its Emotion classes in the HTML); the host's scope for lazily loaded Chakra parts must not be asked.
function renderOnServer(ui: ReactNode, booking: Record<string, unknown>) {
  return renderToString(
    <ParkProviders language="es" brand="sensoria" mobile={false} storyId="ssr" preloadedState={{ booking }}>
      <ChakraScopeProvider scope={NoChakraHere}>
        <BookingFixtures>{ui}</BookingFixtures>
      </ChakraScopeProvider>
    </ParkProviders>,
  );
}

describe('the booking widget on the server', () => {
  it('renders its fields, price and button in static classes, with no Emotion', () => {
    const availability = fixtureAvailability(100, '2030-01', 'USD', { schedules: ['10:00', '14:00'] });
    const html = renderOnServer(<BookingWidget productIds={[100, 101]} date="2030-01-25" />, {
      ...initialBookingState,
      productId: 100,
      month: '2030-01',
      date: '2030-01-25',
      availability,
      status: 'error',
      messageKey: 'offline',
    });
    for (const part of [
      'pk-booking-widget',
      'pk-booking-heading',
      'pk-booking-select',
      'pk-booking-dateButton',
      'pk-booking-scheduleLabel',
      'pk-booking-stepperButton',
      'pk-booking-total',
      'pk-booking-alert',
      'pk-booking-addToCart',
    ])
      expect(html).toContain(part);
    expect(emotionStyles(html)).toEqual({ classNames: [], styleTags: 0 });
  });

  it("knows the park's day from its first render when the host's server gives it", () => {
    const booking = { ...initialBookingState, productId: 100, month: '2030-01' };
    const dateButton = (html: string) => /<button[^>]*pk-booking-dateButton[^>]*>/.exec(html)?.[0] ?? '';
    // The button waits for the day and the draft's month. Without the server's day, the day is read in the
    // browser after hydration: the first render (the server's, hydration's) has none.
    expect(dateButton(renderOnServer(<BookingWidget productIds={[100]} />, booking))).toContain('disabled');
    const today = { date: '2030-01-07', until: Date.parse('2030-01-08T05:00:00Z') };
    expect(
      dateButton(renderOnServer(<BookingWidget productIds={[100]} today={today} />, booking)),
    ).not.toContain('disabled');
  });
});
