/**
 * TypeBox schemas of the cart API's inputs, shared by the routes (validation, types) and the OpenAPI
 * document. Field names are the API's own PascalCase (SPEC §7).
 */
import { Type } from 'typebox';
import type { CurrencyCode } from '@parks/contracts/core';

export const CURRENCY_CODES: CurrencyCode[] = [
  'USD',
  'MXN',
  'EUR',
  'GBP',
  'CAD',
  'COP',
  'CLP',
  'UYU',
  'RUB',
  'CNY',
  'KRW',
  'GTQ',
  'PEN',
  'CRC',
  'AUD',
  'JPY',
  'ARS',
];

export const CurrencyCodeSchema = Type.Union(CURRENCY_CODES.map((code) => Type.Literal(code)));
export const LanguageSchema = Type.Union([Type.Literal('ES'), Type.Literal('EN'), Type.Literal('PT')]);
export const SessionIdSchema = Type.String({ minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });
export const IsoDateSchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
export const ProductIdSchema = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** At most 30 people per line; at least one paying visitor is checked in the service. */
const Count = Type.Integer({ minimum: 0, maximum: 30 });
export const PassengersSchema = Type.Object(
  { Adults: Count, Children: Count, Infants: Count },
  { additionalProperties: false },
);

export const AddOnInputSchema = Type.Object(
  { IdProduct: ProductIdSchema, From: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) },
  { additionalProperties: false },
);

export const ScheduleSchema = Type.Union([Type.String({ pattern: '^\\d{2}:\\d{2}$' }), Type.Null()]);
export const PackageGroupSchema = Type.Union([
  Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  Type.Null(),
]);

export const ErrorSchema = Type.Object({ code: Type.String(), message: Type.String() });

/** Success bodies are documented by their TypeScript types in @parks/contracts; serialised as they are. */
export const AnySuccessSchema = Type.Unknown();
