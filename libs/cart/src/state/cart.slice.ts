import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartLanguage, ComplementProduct } from '@parks/contracts';
import type { SiteState } from '@parks/site';

/** What a cart line is waiting for. */
export type LineActivity = 'updating' | 'removing' | 'holding';

/** 'Keep my tickets' (issue 17): under way, or refused with park-api's code. */
export interface HoldKeepState {
  status: 'idle' | 'keeping' | 'failed';
  code: string | null;
}

/** The outcome of the last change to the cart (SPEC §8 'Cart': update succeeded / update failed). */
export interface CartUpdateOutcome {
  status: 'succeeded' | 'failed';
  /** park-api's error code (or the client's: NETWORK_ERROR, NO_SESSION…) when it failed. */
  code: string | null;
  /** Counts every outcome, so the same message after another change is announced again. */
  sequence: number;
}

export interface ComplementsState {
  /**
   * `loading` or `failed` with items: the offers are known but their prices are being asked for again
   * (the cart's currency or date changed) or could not be; the cards then show no stale price.
   */
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The language they were fetched in: another language fetches them again. */
  language: CartLanguage | null;
  /** What the prices were asked for (`MXN|2030-01-08`): another currency or date prices them again. */
  pricing: string | null;
  items: ComplementProduct[];
}

/** The cart page's client state; the cart itself lives in the site slice (`shopping`). */
export interface CartState {
  lineActivity: Record<string, LineActivity>;
  lastUpdate: CartUpdateOutcome | null;
  complements: ComplementsState;
  /** Complement ids (the card, not the product) being added. */
  complementsAdding: number[];
  /** Why adding a complement failed, by complement id. */
  complementErrors: Record<number, string>;
  /** Why 'hold again' failed, by line id (cleared by the next try). */
  holdErrors: Record<string, string>;
  holdKeep: HoldKeepState;
  /**
   * Moments of a hold already acted on (`<ExpiresAt>@<mark>`: an announcement, or the refetch at 0), so the
   * header's timer and the cart page's do it once between them.
   */
  holdMoments: string[];
}

export const initialCartState: CartState = {
  lineActivity: {},
  lastUpdate: null,
  complements: { status: 'idle', language: null, pricing: null, items: [] },
  complementsAdding: [],
  complementErrors: {},
  holdErrors: {},
  holdKeep: { status: 'idle', code: null },
  holdMoments: [],
};

function recordOutcome(state: CartState, code: string | null): void {
  state.lastUpdate = {
    status: code === null ? 'succeeded' : 'failed',
    code,
    sequence: (state.lastUpdate?.sequence ?? 0) + 1,
  };
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    lineChangeStarted(state, action: PayloadAction<{ idLine: string; activity: LineActivity }>) {
      state.lineActivity[action.payload.idLine] = action.payload.activity;
    },
    /** `code` is null when the change went through. */
    lineChangeFinished(state, action: PayloadAction<{ idLine: string; code: string | null }>) {
      const { idLine, code } = action.payload;
      if (state.lineActivity[idLine] === 'holding') {
        if (code === null) delete state.holdErrors[idLine];
        else state.holdErrors[idLine] = code;
      }
      delete state.lineActivity[idLine];
      recordOutcome(state, action.payload.code);
    },
    holdKeepStarted(state) {
      state.holdKeep = { status: 'keeping', code: null };
    },
    holdKeepFinished(state, action: PayloadAction<string | null>) {
      state.holdKeep =
        action.payload === null ? { status: 'idle', code: null } : { status: 'failed', code: action.payload };
      recordOutcome(state, action.payload);
    },
    holdMomentTaken(state, action: PayloadAction<string>) {
      if (!state.holdMoments.includes(action.payload)) state.holdMoments.push(action.payload);
    },
    updateMessageDismissed(state) {
      state.lastUpdate = null;
    },
    complementsRequested(state, action: PayloadAction<{ language: CartLanguage; pricing: string | null }>) {
      const { language, pricing } = action.payload;
      // Another language names them differently: the old cards go. A new price keeps the cards.
      const items = state.complements.language === language ? state.complements.items : [];
      state.complements = { status: 'loading', language, pricing, items };
    },
    complementsReceived(state, action: PayloadAction<ComplementProduct[]>) {
      state.complements.status = 'loaded';
      state.complements.items = action.payload;
    },
    /** The offers stay when only their new prices failed; without offers the upsell is left out. */
    complementsFailed(state) {
      state.complements.status = 'failed';
    },
    complementAddStarted(state, action: PayloadAction<number>) {
      if (!state.complementsAdding.includes(action.payload)) state.complementsAdding.push(action.payload);
      delete state.complementErrors[action.payload];
    },
    complementAddFinished(state, action: PayloadAction<{ id: number; code: string | null }>) {
      const { id, code } = action.payload;
      state.complementsAdding = state.complementsAdding.filter((adding) => adding !== id);
      if (code === null) {
        const added = state.complements.items.find((item) => item.id === id);
        if (added) added.hasBeenAdded = true;
      } else {
        state.complementErrors[id] = code;
      }
      recordOutcome(state, code);
    },
  },
  selectors: {
    selectLastUpdate: (state) => state.lastUpdate,
    selectLineActivity: (state, idLine: string): LineActivity | undefined => state.lineActivity[idLine],
    selectComplementsStatus: (state) => state.complements.status,
    selectComplementsLanguage: (state) => state.complements.language,
    selectComplementsPricing: (state) => state.complements.pricing,
    selectComplementsAdding: (state) => state.complementsAdding,
    selectComplementErrors: (state) => state.complementErrors,
    selectHoldError: (state, idLine: string): string | undefined => state.holdErrors[idLine],
    selectHoldKeep: (state) => state.holdKeep,
  },
});

export const {
  lineChangeStarted,
  lineChangeFinished,
  updateMessageDismissed,
  complementsRequested,
  complementsReceived,
  complementsFailed,
  complementAddStarted,
  complementAddFinished,
  holdKeepStarted,
  holdKeepFinished,
  holdMomentTaken,
} = cartSlice.actions;

export const {
  selectLastUpdate,
  selectLineActivity,
  selectComplementsStatus,
  selectComplementsLanguage,
  selectComplementsPricing,
  selectComplementsAdding,
  selectComplementErrors,
  selectHoldError,
  selectHoldKeep,
} = cartSlice.selectors;

/** The state a host's store has once it mounts `cartSlice` next to the site slice. */
export interface CartRootState {
  cart: CartState;
  site: SiteState;
}
