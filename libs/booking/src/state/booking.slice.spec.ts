import type { ProductAvailability } from '@parks/contracts';
import {
  addFailed,
  addOnToggled,
  addRequested,
  addSucceeded,
  availabilityFailed,
  availabilityLoaded,
  availabilityRequested,
  bookingPersistConfig,
  bookingSlice,
  dateChosen,
  draftInvalid,
  initialBookingState,
  monthShown,
  passengersStepped,
  pickupChosen,
  productChosen,
  scheduleChosen,
  selectBookingRestored,
  type BookingState,
} from './booking.slice';

const reduce = (state: BookingState | undefined, ...actions: Parameters<typeof bookingSlice.reducer>[1][]) =>
  actions.reduce((s, a) => bookingSlice.reducer(s, a), state ?? initialBookingState);

const availability: ProductAvailability = {
  IdProduct: 110,
  Month: '2030-01',
  Currency: 'USD',
  Schedules: ['08:00', '10:30'],
  Days: [
    {
      Date: '2030-01-12',
      Available: true,
      Remaining: 40,
      AdultPrice: 120,
      ChildPrice: 90,
      DiscountPercent: 0,
    },
    {
      Date: '2030-01-13',
      Available: false,
      Remaining: 40,
      AdultPrice: 120,
      ChildPrice: 90,
      DiscountPercent: 0,
    },
  ],
};

describe('booking slice', () => {
  it('starts idle with two adults and no add-on', () => {
    expect(initialBookingState).toMatchObject({
      status: 'idle',
      passengers: { adults: 2, children: 0 },
      addOns: { transport: false, food: false, photo: false },
    });
  });

  it("starts a new draft for another product, on today's month, keeping the passengers", () => {
    const state = reduce(
      undefined,
      productChosen({ productId: 100, today: '2030-01-07' }),
      dateChosen('2030-01-12'),
      passengersStepped({ band: 'children', delta: 1 }),
      productChosen({ productId: 110, today: '2030-01-07' }),
    );
    expect(state).toMatchObject({
      productId: 110,
      month: '2030-01',
      date: null,
      passengers: { adults: 2, children: 1 },
    });
  });

  it('keeps a remembered draft of the same product but drops a past date and month', () => {
    const remembered = { ...initialBookingState, productId: 100, month: '2029-11', date: '2029-11-20' };
    expect(reduce(remembered, productChosen({ productId: 100, today: '2030-01-07' }))).toMatchObject({
      month: '2030-01',
      date: null,
    });
    const future = { ...initialBookingState, productId: 100, month: '2030-03', date: '2030-03-02' };
    expect(reduce(future, productChosen({ productId: 100, today: '2030-01-07' }))).toMatchObject({
      month: '2030-03',
      date: '2030-03-02',
    });
  });

  it("takes the link's date (?date=) over a remembered one, on its month, until its availability says no", () => {
    const remembered = { ...initialBookingState, productId: 110, month: '2030-03', date: '2030-03-02' };
    const linked = reduce(
      remembered,
      productChosen({ productId: 110, today: '2030-01-07', date: '2030-01-13' }),
    );
    expect(linked).toMatchObject({ productId: 110, month: '2030-01', date: '2030-01-13' });
    // Another product's draft starts on the linked day too.
    expect(
      reduce(remembered, productChosen({ productId: 100, today: '2030-01-07', date: '2030-02-12' })),
    ).toMatchObject({ productId: 100, month: '2030-02', date: '2030-02-12' });
    // A past day from the link is ignored (the browser's today may be later than the server's).
    expect(
      reduce(undefined, productChosen({ productId: 110, today: '2030-01-07', date: '2030-01-06' })),
    ).toMatchObject({ month: '2030-01', date: null });
    // 13 January is closed in the month's availability: the linked date is dropped.
    expect(reduce(linked, availabilityRequested(), availabilityLoaded(availability))).toMatchObject({
      status: 'ready',
      date: null,
    });
    const open = reduce(
      undefined,
      productChosen({ productId: 110, today: '2030-01-07', date: '2030-01-12' }),
    );
    expect(reduce(open, availabilityRequested(), availabilityLoaded(availability)).date).toBe('2030-01-12');
  });

  it('goes loading → ready with the month, dropping a schedule or date that no longer fits', () => {
    let state = reduce(undefined, scheduleChosen('13:00'), dateChosen('2030-01-13'), availabilityRequested());
    expect(state.status).toBe('loadingAvailability');
    state = reduce(state, availabilityLoaded(availability));
    expect(state).toMatchObject({ status: 'ready', availability, schedule: null, date: null });
  });

  it('keeps the price error until the next load', () => {
    const state = reduce(undefined, availabilityRequested(), availabilityFailed('pricesUnavailable'));
    expect(state).toMatchObject({ status: 'error', messageKey: 'pricesUnavailable', availability: null });
    expect(reduce(state, availabilityRequested())).toMatchObject({
      status: 'loadingAvailability',
      messageKey: null,
    });
  });

  it('steps passengers within the limits', () => {
    const state = reduce(
      undefined,
      passengersStepped({ band: 'adults', delta: -1 }),
      passengersStepped({ band: 'adults', delta: -1 }),
      passengersStepped({ band: 'children', delta: 1 }),
    );
    expect(state.passengers).toEqual({ adults: 1, children: 1 });
  });

  it('chooses add-ons and a pick-up location', () => {
    const state = reduce(undefined, addOnToggled({ kind: 'transport', chosen: true }), pickupChosen('tulum'));
    expect(state.addOns.transport).toBe(true);
    expect(state.from).toBe('tulum');
  });

  it('goes adding → added, and a change of the draft leaves the confirmation', () => {
    let state = reduce(undefined, availabilityLoaded(availability), addRequested());
    expect(state.status).toBe('adding');
    state = reduce(state, addSucceeded());
    expect(state.status).toBe('added');
    expect(reduce(state, passengersStepped({ band: 'children', delta: 1 })).status).toBe('ready');
  });

  it('shows a refusal until the draft changes', () => {
    let state = reduce(undefined, availabilityLoaded(availability), addRequested(), addFailed('duplicate'));
    expect(state).toMatchObject({ status: 'error', messageKey: 'duplicate' });
    state = reduce(state, dateChosen('2030-01-12'));
    expect(state).toMatchObject({ status: 'ready', messageKey: null });
    expect(reduce(state, draftInvalid('scheduleRequired'))).toMatchObject({
      status: 'error',
      messageKey: 'scheduleRequired',
    });
  });

  it('shows another month without touching the date', () => {
    expect(reduce({ ...initialBookingState, date: '2030-01-12' }, monthShown('2030-02'))).toMatchObject({
      month: '2030-02',
      date: '2030-01-12',
    });
  });

  it('persists the draft only, never the status or the prices', () => {
    expect(bookingPersistConfig.whitelist).toEqual(
      expect.arrayContaining(['productId', 'month', 'date', 'schedule', 'passengers', 'addOns', 'from']),
    );
    expect(bookingPersistConfig.whitelist).not.toContain('status');
    expect(bookingPersistConfig.whitelist).not.toContain('availability');
  });

  it('counts as restored when the host does not persist it', () => {
    expect(selectBookingRestored({ booking: initialBookingState })).toBe(true);
    expect(
      selectBookingRestored({
        booking: { ...initialBookingState, _persist: { rehydrated: false } } as BookingState,
      }),
    ).toBe(false);
  });
});
