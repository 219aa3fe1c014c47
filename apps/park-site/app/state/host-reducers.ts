import type { Reducer } from '@reduxjs/toolkit';

/** The feature slices this site mounts, keyed by their reducerPath. */
export const hostReducers: Record<string, Reducer> = {};
