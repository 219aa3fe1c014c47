/**
 * The bank's payment notification for a bank transfer / cash deposit (issue 17 §2). Signed (HMAC-SHA256
 * of the exact body with the shared secret) and idempotent: one row per NotificationId keeps the first
 * answer, and a repeated delivery replays it without touching the order. A valid notification for a
 * pending order marks it paid, issues its e-tickets and puts the confirmation mail in the outbox.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { currencyByCode, toMinor } from '@parks/currency/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bankNotifications, orders, payments } from '../db/schema';
import { ERROR_CODES, type ErrorCode } from '../http/api-error';
import {
  expireDueOrders,
  issueETickets,
  queueConfirmationMail,
  recordTransition,
} from '../orders/order-lifecycle';

export const BANK_NOTIFICATIONS_PATH = '/xapi/payments/bank-notifications';
export const BANK_SIGNATURE_HEADER = 'x-bank-signature';

export interface BankNotification {
  NotificationId: string;
  Reference: string;
  /** The amount received, in major units of Currency. */
  Amount: number;
  Currency: string;
}

export interface NotificationAnswer {
  status: number;
  body: unknown;
}

/** `sha256=<hex>` of the raw body: what the bank sends in X-Bank-Signature. */
export function signBankNotification(rawBody: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

export function isValidBankSignature(rawBody: string, header: unknown, secret: string): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signBankNotification(rawBody, secret));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const refusal = (code: ErrorCode, message: string): NotificationAnswer => ({
  status: ERROR_CODES[code],
  body: { code, message },
});

async function answerFor(tx: Db, notification: BankNotification, now: Date): Promise<NotificationAnswer> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.reference, notification.Reference))
    .for('update');
  if (!order) return refusal('ORDER_NOT_FOUND', 'No order has this payment reference');
  if (order.status === 'pending' && order.expiresAt && order.expiresAt <= now) {
    await expireDueOrders(tx, now, [order.id]);
    return refusal('ORDER_NOT_PAYABLE', 'The order expired before the payment arrived');
  }
  if (order.status === 'paid')
    return { status: 200, body: { IdOrder: order.id, Status: 'paid', AlreadyPaid: true } };
  if (order.status !== 'pending')
    return refusal('ORDER_NOT_PAYABLE', `The order is ${order.status} and cannot be paid`);
  const decimals = (order.snapshot as { decimals: number }).decimals;
  if (notification.Currency !== order.currency || toMinor(notification.Amount, decimals) !== order.totalMinor)
    return refusal('AMOUNT_MISMATCH', 'The amount or currency is not the order’s');

  const eTickets = issueETickets(order.snapshot);
  const [paid] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: now, eTickets })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
    .returning();
  if (!paid) throw new Error(`Order ${order.id} changed under its lock`);
  await recordTransition(tx, order.id, 'pending', 'paid', 'bank-notification', now);
  await tx.update(payments).set({ status: 'paid' }).where(eq(payments.orderId, order.id));
  await queueConfirmationMail(tx, paid, eTickets);
  return { status: 200, body: { IdOrder: order.id, Status: 'paid', AlreadyPaid: false } };
}

export async function receiveBankNotification(
  db: Db,
  notification: BankNotification,
  now: Date,
): Promise<NotificationAnswer> {
  return db.transaction(async (tx) => {
    const replay = async () => {
      const [seen] = await tx
        .select()
        .from(bankNotifications)
        .where(eq(bankNotifications.notificationId, notification.NotificationId));
      return seen ? { status: seen.responseStatus, body: seen.responseBody } : undefined;
    };
    const seen = await replay();
    if (seen) return seen;
    const answer = await answerFor(tx, notification, now);
    const orderId = (answer.body as { IdOrder?: string }).IdOrder ?? null;
    const [stored] = await tx
      .insert(bankNotifications)
      .values({
        notificationId: notification.NotificationId,
        orderId,
        reference: notification.Reference,
        amountMinor: toMinor(notification.Amount, currencyByCode(notification.Currency).decimal_places),
        currency: notification.Currency,
        responseStatus: answer.status,
        responseBody: answer.body,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: bankNotifications.notificationId });
    // A concurrent delivery of the same notification got there first: its answer stands.
    if (!stored) return (await replay()) ?? answer;
    return answer;
  });
}
