// The sandbox bank: tells park-api that a bank transfer or cash deposit arrived, signed as the bank signs
// it (X-Bank-Signature: sha256=<HMAC-SHA256 of the body with BANK_NOTIFICATION_SECRET>).
//
//   node tools/ops/send-bank-notification.mjs --reference XS123456789012345678 --amount 4773.57 \
//     [--currency MXN] [--id <notification id>] [--api http://127.0.0.1:3333]
//
// Sending the same --id twice is safe: park-api answers the first answer again and changes nothing.
import { createHmac, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

/**
 * BANK_NOTIFICATION_SECRET, or the one the embedded default drew into `<DATA_DIR>/secrets.json`
 * (tools/embedded-secrets.mjs): there is no default value (docs/deploy.md, 'Secrets').
 */
function bankSecret() {
  const given = process.env.BANK_NOTIFICATION_SECRET?.trim();
  if (given) return given;
  const file = join(process.env.DATA_DIR ?? resolve(import.meta.dirname, '../../.data'), 'secrets.json');
  const stored = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8')).BANK_NOTIFICATION_SECRET
    : undefined;
  if (stored) return stored;
  console.error(`BANK_NOTIFICATION_SECRET is not set and ${file} holds none: set the one park-api uses.`);
  process.exit(2);
}

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

const secret = bankSecret();
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
