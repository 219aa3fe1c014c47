import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductAvailability } from '@parks/contracts';
import type { AddOnKind, BookingPassengers } from '../core/booking.types';
import type { BookingMessageKey } from '../core/booking-messages';
import { INITIAL_PASSENGERS, stepPassengers, type PassengerBand } from '../core/passengers';

export type BookingStatus = 'idle' | 'loadingAvailability' | 'ready' | 'adding' | 'added' | 'error';

export type ChosenAddOns = Record<AddOnKind, boolean>;

/**
 * The booking widget's draft (SPEC §2 'Booking widget') and where the flow stands. The draft is
 * remembered in the browser (see {@link bookingPersistConfig}); the month's availability and the status
 * are not, they are fetched again.
 */
export interface BookingState {
  productId: number | null;
  /** The month the calendar shows, `YYYY-MM`. */
  month: string | null;
  /** The visit date, `YYYY-MM-DD`. */
  date: string | null;
  /** `HH:MM`, for products with schedules. */
  schedule: string | null;
  passengers: BookingPassengers;
  addOns: ChosenAddOns;
  /** The transportation's pick-up location id. */
  from: string | null;
  status: BookingStatus;
  /** Set when status is 'error'. */
  messageKey: BookingMessageKey | null;
  /** The shown month's prices and availability, in the currency they were asked in. */
  availability: ProductAvailability | null;
}

export const initialBookingState: BookingState = {
  productId: null,
  month: null,
  date: null,
  schedule: null,
  passengers: INITIAL_PASSENGERS,
  addOns: { transport: false, food: false, photo: false, weather: false },
  from: null,
  status: 'idle',
  messageKey: null,
  availability: null,
};

interface PersistMarker {
  _persist?: { rehydrated?: boolean };
}

// Any change of the draft leaves 'added' and clears a message: it answered the previous draft.
function draftChanged(state: BookingState): void {
  if (state.status === 'added' || state.status === 'error') {
    state.status = state.availability ? 'ready' : 'idle';
    state.messageKey = null;
  }
}

export const bookingSlice = createSlice({
  name: 'booking',
  initialState: initialBookingState,
  reducers: {
    /**
     * The page's product on `today` (`YYYY-MM-DD`, the park's day): another product starts a new draft
     * (the passengers stay, they are the same family); a remembered draft drops a date that has passed.
     * `date` is the visit date the page's link chose (`?date=`): it wins over a remembered one, and the
     * calendar opens on its month (so its availability is what is fetched, and can still drop it).
     */
    productChosen(state, action: PayloadAction<{ productId: number; today: string; date?: string | null }>) {
      const { productId, today, date } = action.payload;
      const month = today.slice(0, 7);
      const draft =
        state.productId === productId
          ? state
          : { ...initialBookingState, passengers: state.passengers, productId, month };
      if (!draft.month || draft.month < month) draft.month = month;
      if (draft.date && draft.date < today) draft.date = null;
      if (date && date >= today) {
        draft.date = date;
        draft.month = date.slice(0, 7);
      }
      return draft === state ? undefined : draft;
    },
    monthShown(state, action: PayloadAction<string>) {
      state.month = action.payload;
    },
    dateChosen(state, action: PayloadAction<string | null>) {
      state.date = action.payload;
      draftChanged(state);
    },
    scheduleChosen(state, action: PayloadAction<string | null>) {
      state.schedule = action.payload;
      draftChanged(state);
    },
    passengersStepped(state, action: PayloadAction<{ band: PassengerBand; delta: number }>) {
      state.passengers = stepPassengers(state.passengers, action.payload.band, action.payload.delta);
      draftChanged(state);
    },
    addOnToggled(state, action: PayloadAction<{ kind: AddOnKind; chosen: boolean }>) {
      state.addOns[action.payload.kind] = action.payload.chosen;
      draftChanged(state);
    },
    pickupChosen(state, action: PayloadAction<string | null>) {
      state.from = action.payload;
      draftChanged(state);
    },
    availabilityRequested(state) {
      state.status = 'loadingAvailability';
      state.messageKey = null;
    },
    availabilityLoaded(state, action: PayloadAction<ProductAvailability>) {
      state.availability = action.payload;
      state.status = 'ready';
      state.messageKey = null;
      // A schedule the product no longer offers would be refused by the cart.
      if (state.schedule && !action.payload.Schedules.includes(state.schedule)) state.schedule = null;
      const chosen = action.payload.Days.find((day) => day.Date === state.date);
      if (chosen && !chosen.Available) state.date = null;
    },
    availabilityFailed(state, action: PayloadAction<BookingMessageKey>) {
      state.availability = null;
      state.status = 'error';
      state.messageKey = action.payload;
    },
    /** The widget's own check found the draft incomplete (no date, schedule or pick-up location). */
    draftInvalid(state, action: PayloadAction<BookingMessageKey>) {
      state.status = 'error';
      state.messageKey = action.payload;
    },
    addRequested(state) {
      state.status = 'adding';
      state.messageKey = null;
    },
    addSucceeded(state) {
      state.status = 'added';
      state.messageKey = null;
    },
    addFailed(state, action: PayloadAction<BookingMessageKey>) {
      state.status = 'error';
      state.messageKey = action.payload;
    },
  },
  selectors: {
    selectBooking: (state) => state,
    selectBookingStatus: (state) => state.status,
    selectBookingMessageKey: (state) => state.messageKey,
    /** False only while redux-persist is still reading the stored draft. True when the host does not persist. */
    selectBookingRestored: (state) => (state as PersistMarker)._persist?.rehydrated ?? true,
  },
});

export const {
  productChosen,
  monthShown,
  dateChosen,
  scheduleChosen,
  passengersStepped,
  addOnToggled,
  pickupChosen,
  availabilityRequested,
  availabilityLoaded,
  availabilityFailed,
  draftInvalid,
  addRequested,
  addSucceeded,
  addFailed,
} = bookingSlice.actions;
export const { selectBooking, selectBookingStatus, selectBookingMessageKey, selectBookingRestored } =
  bookingSlice.selectors;

/** The keys of {@link bookingPersistConfig}; a host adds its `storage`. */
export interface BookingPersistConfig {
  key: string;
  whitelist: (keyof BookingState)[];
}

/**
 * How a host persists the draft: `persistReducer({ ...bookingPersistConfig, storage }, bookingSlice.reducer)`
 * mounted at `bookingSlice.reducerPath`, with a noop storage on the server (STYLE 'State and data').
 */
export const bookingPersistConfig: BookingPersistConfig = {
  key: 'booking',
  whitelist: ['productId', 'month', 'date', 'schedule', 'passengers', 'addOns', 'from'],
};
