/**
 * The TypeBox schemas the routes validate with and the OpenAPI document is built from. The wire contract is
 * @parks/contracts' (one definition for park-api and the clients); this module names its parts the way the
 * routes use them and adds park-api's own.
 */
import { Type } from 'typebox';

export {
  CartAddOnInputSchema as AddOnInputSchema,
  ApiErrorSchema as ErrorSchema,
  CartLanguageSchema as LanguageSchema,
  CartPassengersSchema as PassengersSchema,
  CURRENCY_CODES,
  CurrencyCodeSchema,
  IsoDateSchema,
  PackageGroupSchema,
  ProductIdSchema,
  ScheduleSchema,
  SessionIdSchema,
} from '@parks/contracts/core';

/** Success bodies without a contract schema yet are documented by their TypeScript types; serialised as they are. */
export const AnySuccessSchema = Type.Unknown();
