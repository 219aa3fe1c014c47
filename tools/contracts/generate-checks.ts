/**
 * Writes libs/contracts/src/checks/: the clients' answer checkers, compiled ahead of time from the
 * contracts' TypeBox schemas with TypeBox's `Code` (the same checks `Compile` would build at run time).
 * The generated modules are plain functions without TypeBox, so a page that checks a cart answer ships a
 * few hundred bytes instead of the schema builder and the compiler (and needs no `new Function`, which the
 * site's CSP refuses). One module per checker (issue 16, cut a): the bundler puts a module in the chunk of
 * the code that imports it, so a page holds only the checkers its clients use; in one module, every checker
 * any page used landed in one chunk that the root loaded on every page. `checks/index.ts` re-exports them.
 * tools/contracts/generate-checks.spec.ts fails when the committed files are not what this writes.
 *
 *   npx tsx tools/contracts/write-checks.ts
 */
import { Code } from 'typebox/compile';
import type { TSchema } from 'typebox';
import {
  AddOnOfferListSchema,
  HotelRatesSchema,
  PackageQuoteSchema,
  PickupLocationListSchema,
} from '../../libs/contracts/src/booking.types';
import { ApiErrorSchema, ShoppingCartResponseSchema } from '../../libs/contracts/src/cart.types';
import {
  CatalogProductListSchema,
  ComplementProductListSchema,
  ProductAvailabilitySchema,
} from '../../libs/contracts/src/catalog.types';
import {
  BankListSchema,
  CurrencyOptionListSchema,
  OrderResponseSchema,
  PaymentMethodListSchema,
} from '../../libs/contracts/src/payments.types';
import { ChatErrorSchema, ChatMessageAnswerSchema, ChatStateSchema } from '../../libs/contracts/src/chat.types';
import { LoginResponseSchema, UserInfoSchema } from '../../libs/contracts/src/users.types';
import { SlotContentAnswerSchema } from '../../libs/contracts/src/personalisation.types';
import {
  AnswerResponseSchema,
  AutocompleteResponseSchema,
  SearchResponseSchema,
  SearchTokenResponseSchema,
} from '../../libs/contracts/src/search.types';

/**
 * Each checker: its exported name, the contract type it narrows to (and the module of libs/contracts/src
 * declaring it), and the schema it is compiled from.
 */
export const CHECKS: { name: string; type: string; from: string; schema: TSchema }[] = [
  { name: 'isShoppingCartResponse', type: 'ShoppingCartResponse', from: './cart.types', schema: ShoppingCartResponseSchema },
  { name: 'isApiError', type: 'ApiError', from: './cart.types', schema: ApiErrorSchema },
  { name: 'isCatalogProductList', type: 'CatalogProduct[]', from: './catalog.types', schema: CatalogProductListSchema },
  { name: 'isProductAvailability', type: 'ProductAvailability', from: './catalog.types', schema: ProductAvailabilitySchema },
  { name: 'isComplementProductList', type: 'ComplementProduct[]', from: './catalog.types', schema: ComplementProductListSchema },
  { name: 'isOrderResponse', type: 'OrderResponse', from: './payments.types', schema: OrderResponseSchema },
  { name: 'isPaymentMethodList', type: 'PaymentMethod[]', from: './payments.types', schema: PaymentMethodListSchema },
  { name: 'isBankList', type: 'Bank[]', from: './payments.types', schema: BankListSchema },
  { name: 'isPickupLocationList', type: 'PickupLocation[]', from: './booking.types', schema: PickupLocationListSchema },
  { name: 'isAddOnOfferList', type: 'AddOnOffer[]', from: './booking.types', schema: AddOnOfferListSchema },
  { name: 'isPackageQuote', type: 'PackageQuote', from: './booking.types', schema: PackageQuoteSchema },
  { name: 'isHotelRates', type: 'HotelRates', from: './booking.types', schema: HotelRatesSchema },
  { name: 'isCurrencyOptionList', type: 'CurrencyOption[]', from: './payments.types', schema: CurrencyOptionListSchema },
  { name: 'isLoginResponse', type: 'LoginResponse', from: './users.types', schema: LoginResponseSchema },
  { name: 'isUserInfo', type: 'UserInfo', from: './users.types', schema: UserInfoSchema },
  { name: 'isChatState', type: 'ChatState', from: './chat.types', schema: ChatStateSchema },
  { name: 'isChatMessageAnswer', type: 'ChatMessageAnswer', from: './chat.types', schema: ChatMessageAnswerSchema },
  { name: 'isChatError', type: 'ChatError', from: './chat.types', schema: ChatErrorSchema },
  { name: 'isSlotContentAnswer', type: 'SlotContentAnswer', from: './personalisation.types', schema: SlotContentAnswerSchema },
  { name: 'isSearchTokenResponse', type: 'SearchTokenResponse', from: './search.types', schema: SearchTokenResponseSchema },
  { name: 'isAutocompleteResponse', type: 'AutocompleteResponse', from: './search.types', schema: AutocompleteResponseSchema },
  { name: 'isSearchResponse', type: 'SearchResponse', from: './search.types', schema: SearchResponseSchema },
  { name: 'isAnswerResponse', type: 'AnswerResponse', from: './search.types', schema: AnswerResponseSchema },
];

/** The body of one checker: TypeBox's generated module without its imports and its external-variable setter. */
function checkerSource(schema: TSchema): string {
  const { Code: code, External } = Code(schema);
  const body = code
    .split('\n')
    .filter((line) => !line.startsWith('import ') && !line.startsWith('// @ts-ignore'))
    .join('\n')
    .replace(/let External = \[\]\n/, '')
    .replace(/export function SetExternal\(external\) \{[^\n]*\}\n/, '')
    .replace(/export function Check\(value\) \{ return (check_\d+)\(value\) \}/, 'return $1;')
    .trim();
  if (/\b(Hashing|Guard)\./.test(body) || /export /.test(body)) {
    throw new Error('A checker needs TypeBox at run time; keep the contracts to what compiles to plain code');
  }
  const externals = External.variables.map((variable) => {
    if (!(variable instanceof RegExp)) throw new Error(`Unsupported external of a checker: ${String(variable)}`);
    return `new RegExp(${JSON.stringify(variable.source)}, ${JSON.stringify(variable.flags)})`;
  });
  return externals.length ? `const External = [${externals.join(', ')}];\n${body}` : body;
}

/** `isShoppingCartResponse` → `shopping-cart-response.generated.ts`. */
export function checkFileName(name: string): string {
  return `${name.replace(/^is/, '').replace(/[A-Z]/g, (letter, at: number) => (at ? '-' : '') + letter.toLowerCase())}.generated.ts`;
}

const GENERATED = "// Generated by tools/contracts/generate-checks.ts from the contracts' TypeBox schemas: do not edit.\n";

/** Every file of libs/contracts/src/checks/, by name: one module per checker, and the index re-exporting them. */
export function generateChecks(): Map<string, string> {
  const files = new Map<string, string>();
  for (const { name, type, from, schema } of CHECKS) {
    files.set(
      checkFileName(name),
      '/* eslint-disable */\n' +
        GENERATED +
        "// @ts-nocheck -- TypeBox's generated code reads `value` untyped; the checker's exported type is declared.\n" +
        `import type { ${type.replace('[]', '')} } from '.${from}';\n\n` +
        `/** Whether an answer is the contract's \`${type}\` (every field, with its type). */\n` +
        `export const ${name}: (value: unknown) => value is ${type} = /* @__PURE__ */ (() => {\n` +
        `${checkerSource(schema)}\n})();\n`,
    );
  }
  const names = [...CHECKS].sort((a, b) => a.name.localeCompare(b.name));
  files.set(
    'index.ts',
    GENERATED +
      names.map(({ name }) => `export { ${name} } from './${checkFileName(name).replace(/\.ts$/, '')}';\n`).join(''),
  );
  return files;
}
