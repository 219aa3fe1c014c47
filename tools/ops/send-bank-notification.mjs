// The sandbox bank: tells park-api that a bank transfer or cash deposit arrived, signed as the bank signs
// it (X-Bank-Signature: sha256=<HMAC-SHA256 of the body with BANK_NOTIFICATION_SECRET>).
//
//   node tools/ops/send-bank-notification.mjs --reference XS123456789012345678 --amount 4773.57 \
//     [--currency MXN] [--id <notification id>] [--api http://127.0.0.1:3333]
//
// Sending the same --id twice is safe: park-api answers the first answer again and changes nothing.
import { createHmac, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';

// NON-PRODUCTION DEFAULT: the same development-only secret park-api uses when BANK_NOTIFICATION_SECRET is
// unset (apps/park-api/src/config/app-config.ts). Any real bank has its own, set in both places.
const DEV_BANK_NOTIFICATION_SECRET = 'park-api-dev-bank-notification-secret-change-me';

const { values } = parseArgs({
  options: {
    reference: { type: 'string' },
    amount: { type: 'string' },
    currency: { type: 'string', default: 'MXN' },
    id: { type: 'string' },
    api: { type: 'string', default: process.env.API_ORIGIN ?? 'http://127.0.0.1:3333' },
  },
});
if (!values.reference || !values.amount || !Number.isFinite(Number(values.amount))) {
  console.error(
    'usage: send-bank-notification.mjs --reference <reference> --amount <amount> [--currency MXN] [--id <id>] [--api <origin>]',
  );
  process.exit(2);
}

const secret = process.env.BANK_NOTIFICATION_SECRET?.trim() || DEV_BANK_NOTIFICATION_SECRET;
const body = JSON.stringify({
  NotificationId: values.id ?? `sandbox-${randomUUID()}`,
  Reference: values.reference,
  Amount: Number(values.amount),
  Currency: values.currency,
});
const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const res = await fetch(new URL('/xapi/payments/bank-notifications', values.api), {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-bank-signature': signature },
  body,
});
console.log(res.status, await res.text());
process.exit(res.ok ? 0 : 1);
