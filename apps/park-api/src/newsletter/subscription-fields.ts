/**
 * The newsletter form's fields (SPEC §3 'Newsletter subscription') checked on the server with the same
 * rules the form applies in the browser (SPEC §5 'Newsletter form'): what reaches the database is valid
 * even when a script posts the form without the page.
 */
export interface SubscriptionForm {
  name?: string;
  lastname?: string;
  email?: string;
  country?: string;
  acceptance?: string;
  permission?: string;
  clientId?: string;
  externalKey?: string;
  successUrl?: string;
  errorUrl?: string;
  origin?: string;
  mid?: string;
}

export interface Subscription {
  name: string;
  lastname: string;
  email: string;
  country: string;
  clientId: string;
  externalKey: string;
  listId: string;
}

export type SubscriptionProblem = 'name' | 'lastname' | 'email' | 'country' | 'consent' | 'client';

// One '@', no spaces, a dot in the domain: the format a mailbox can have; the confirmation mail proves it.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const CHECKED = new Set(['on', 'true', '1', 'yes']);

const text = (value: string | undefined, max: number) => {
  const trimmed = (value ?? '').trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
};

/** The valid subscription, or the first field that is wrong. */
export function readSubscription(
  form: SubscriptionForm,
): { ok: true; subscription: Subscription } | { ok: false; problem: SubscriptionProblem } {
  const name = text(form.name, 100);
  if (!name) return { ok: false, problem: 'name' };
  const lastname = text(form.lastname, 100);
  if (!lastname) return { ok: false, problem: 'lastname' };
  const email = text(form.email, 254)?.toLowerCase();
  if (!email || !EMAIL.test(email)) return { ok: false, problem: 'email' };
  const country = text(form.country, 2)?.toUpperCase();
  if (!country || !/^[A-Z]{2}$/.test(country)) return { ok: false, problem: 'country' };
  if (!CHECKED.has(form.acceptance ?? '') || !CHECKED.has(form.permission ?? ''))
    return { ok: false, problem: 'consent' };
  const clientId = text(form.clientId, 100);
  const externalKey = text(form.externalKey, 200);
  const listId = text(form.mid, 100);
  if (!clientId || !externalKey || !listId || !text(form.origin, 100))
    return { ok: false, problem: 'client' };
  return { ok: true, subscription: { name, lastname, email, country, clientId, externalKey, listId } };
}
