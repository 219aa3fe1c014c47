/**
 * The account e-mails (confirmation code at sign-up, password-reset code), in the customer's language.
 * Every mail is written to `mail_outbox`; with a mail server configured (SMTP_URL) it is also sent
 * through nodemailer and marked sent.
 */
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { AuthConfig } from '../config/app-config';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';

export type AccountMailKind = 'account-confirmation' | 'password-reset';
export type MailLanguage = 'es' | 'en';

export function accountMailText(kind: AccountMailKind, language: MailLanguage, name: string, code: string) {
  if (kind === 'account-confirmation')
    return language === 'es'
      ? {
          subject: 'Tu código de confirmación',
          text: `Hola, ${name}:\n\nTu código para confirmar tu correo es: ${code}\n\nVence en 15 minutos. Si no creaste una cuenta, ignora este mensaje.`,
        }
      : {
          subject: 'Your confirmation code',
          text: `Hello ${name},\n\nYour code to confirm your e-mail is: ${code}\n\nIt expires in 15 minutes. If you did not create an account, ignore this message.`,
        };
  return language === 'es'
    ? {
        subject: 'Restablece tu contraseña',
        text: `Hola, ${name}:\n\nTu código para restablecer tu contraseña es: ${code}\n\nVence en 15 minutos. Si no lo pediste, ignora este mensaje: tu contraseña no cambia.`,
      }
    : {
        subject: 'Reset your password',
        text: `Hello ${name},\n\nYour code to reset your password is: ${code}\n\nIt expires in 15 minutes. If you did not ask for it, ignore this message: your password does not change.`,
      };
}

export interface AccountMailer {
  send(mail: { kind: AccountMailKind; to: string; subject: string; text: string }): Promise<void>;
}

export function createAccountMailer(db: Db, config: Pick<AuthConfig, 'mailFrom' | 'smtpUrl'>): AccountMailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  return {
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ kind: mail.kind, toAddress: mail.to, subject: mail.subject, textBody: mail.text })
        .returning({ id: mailOutbox.id });
      if (!transport || !row) return;
      await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
    },
  };
}
