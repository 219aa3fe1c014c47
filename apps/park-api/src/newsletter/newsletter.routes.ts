/**
 * The embedded mail-marketing service the newsletter form posts to (SPEC §7 'Newsletter'): a plain HTML
 * form POST answered with a redirect to the site's success or error URL, double opt-in by e-mail, and a
 * per-IP limit. The confirmation link lands on the success URL with `newsletter=confirmed`.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { mailOutbox, newsletterSubscriptions } from '../db/schema';
import type { ApiApp, RouteDeps } from '../http/api-app';
import { ApiHttpError } from '../http/api-error';
import { hitRateLimit } from '../http/rate-limit';
import { ErrorSchema } from '../http/wire-schemas';
import { confirmationMail } from './confirmation-mail';
import { isAllowedTarget, redirectTargets, withParam } from './redirect-targets';
import { readSubscription, type Subscription } from './subscription-fields';

const Field = Type.Optional(Type.String({ maxLength: 1000 }));
const SubscribeBody = Type.Object({
  name: Field,
  lastname: Field,
  email: Field,
  country: Field,
  acceptance: Field,
  permission: Field,
  clientId: Field,
  externalKey: Field,
  successUrl: Field,
  errorUrl: Field,
  origin: Field,
  mid: Field,
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function newsletterRoutes(app: ApiApp, { db, config, now }: RouteDeps): void {
  const { newsletter } = config;
  const allowedOrigins = new Set(newsletter.redirectOrigins);

  /**
   * Where the confirmation link lands: the stored success URL while its origin is still configured (a row
   * stored before issue 22 §4, or before an origin left the list, may name any site), else the home page
   * of the first configured site in the subscriber's language.
   */
  function confirmLanding(row: { redirect: string; language: string }): URL {
    const stored = URL.canParse(row.redirect) ? new URL(row.redirect) : undefined;
    if (stored && isAllowedTarget(stored, allowedOrigins)) return stored;
    const [site] = newsletter.redirectOrigins;
    if (!site) throw new ApiHttpError('NOT_FOUND', 'This confirmation link is not valid or was already used');
    return new URL(`/${row.language === 'es' ? 'es' : 'en'}/`, site);
  }

  function clientAllows(subscription: Subscription): boolean {
    const client = newsletter.clients.find((entry) => entry.clientId === subscription.clientId);
    return (
      !!client &&
      sameSecret(subscription.externalKey, client.externalKey) &&
      client.lists.includes(subscription.listId)
    );
  }

  app.post(
    '/newsletter/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary:
          'Subscribe from the newsletter form (form-encoded); answers 303 to successUrl or errorUrl?reason=…',
        body: SubscribeBody,
        response: { 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const form = request.body;
      const targets = redirectTargets(form, newsletter.redirectOrigins, request.headers.origin);
      if (!targets)
        throw new ApiHttpError(
          'VALIDATION_ERROR',
          'successUrl and errorUrl must be http(s) URLs of an allowed origin',
        );
      const fail = (reason: string) => reply.redirect(withParam(targets.error, 'reason', reason), 303);

      const read = readSubscription(form);
      if (!read.ok) return fail(read.problem);
      const subscription = read.subscription;
      if (!clientAllows(subscription)) return fail('client');

      const limit = await hitRateLimit(db, `newsletter:ip:${request.ip}`, 3600, now());
      if (limit.hits > newsletter.perIpPerHour) return fail('rate_limited');

      const language = targets.success.pathname.startsWith('/es/') ? 'es' : 'en';
      const [existing] = await db
        .select({ status: newsletterSubscriptions.status })
        .from(newsletterSubscriptions)
        .where(
          and(
            eq(newsletterSubscriptions.email, subscription.email),
            eq(newsletterSubscriptions.listId, subscription.listId),
          ),
        );
      // Already confirmed: the same answer as a new subscription, so the form tells nobody who is on the list.
      if (existing?.status === 'confirmed')
        return reply.redirect(withParam(targets.success, 'newsletter', 'pending'), 303);

      const token = randomBytes(32).toString('base64url');
      const values = {
        email: subscription.email,
        name: subscription.name,
        lastname: subscription.lastname,
        country: subscription.country,
        language,
        clientId: subscription.clientId,
        listId: subscription.listId,
        status: 'pending' as const,
        confirmTokenHash: hashToken(token),
        confirmRedirect: targets.success.toString(),
        consentAt: now(),
        ip: request.ip,
      };
      const link = `${newsletter.publicOrigin}/newsletter/confirm?token=${token}`;
      const mail = confirmationMail(language, subscription.name, link);
      await db.transaction(async (tx) => {
        await tx
          .insert(newsletterSubscriptions)
          .values(values)
          .onConflictDoUpdate({
            target: [newsletterSubscriptions.email, newsletterSubscriptions.listId],
            set: values,
          });
        await tx.insert(mailOutbox).values({
          kind: 'newsletter-confirmation',
          toAddress: subscription.email,
          subject: mail.subject,
          textBody: mail.text,
        });
      });
      return reply.redirect(withParam(targets.success, 'newsletter', 'pending'), 303);
    },
  );

  app.get(
    '/newsletter/confirm',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'The double opt-in link: confirms the subscription and answers 303 to the success URL',
        querystring: Type.Object({ token: Type.String({ minLength: 20, maxLength: 100 }) }),
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const [row] = await db
        .update(newsletterSubscriptions)
        .set({ status: 'confirmed', confirmedAt: now(), confirmTokenHash: null })
        .where(eq(newsletterSubscriptions.confirmTokenHash, hashToken(request.query.token)))
        .returning({
          redirect: newsletterSubscriptions.confirmRedirect,
          language: newsletterSubscriptions.language,
        });
      if (!row)
        throw new ApiHttpError('NOT_FOUND', 'This confirmation link is not valid or was already used');
      return reply.redirect(withParam(confirmLanding(row), 'newsletter', 'confirmed'), 303);
    },
  );
}
