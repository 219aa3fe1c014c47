/**
 * Test runs only (config.auth.exposeOutboxForTests, TEST_MAIL_OUTBOX=1): the mail written for one
 * address, newest first, so the end-to-end run can read the confirmation code the way a customer reads
 * the e-mail. Not registered otherwise.
 */
import { desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { mailOutbox } from '../db/schema';
import type { ApiApp, RouteDeps } from '../http/api-app';

export function testOutboxRoutes(app: ApiApp, { db }: RouteDeps): void {
  app.get(
    '/test-support/mail-outbox',
    {
      schema: { hide: true, querystring: Type.Object({ to: Type.String({ minLength: 3, maxLength: 320 }) }) },
    },
    async (request) =>
      db
        .select({ kind: mailOutbox.kind, subject: mailOutbox.subject, text: mailOutbox.textBody })
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, request.query.to.trim().toLowerCase()))
        .orderBy(desc(mailOutbox.id))
        .limit(10),
  );
}
