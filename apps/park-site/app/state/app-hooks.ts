import { appHooks } from '@parks/site';
import type { RootState } from './host-reducers';

/** The host's typed hooks: dispatch and selectors over the whole store it builds. */
export const { useAppDispatch, useAppSelector } = appHooks<RootState>();
