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

export type AccountMailKind = 'account-confirmation' | 'password-reset' | 'registration-attempt';
export type MailLanguage = 'es' | 'en';

export function accountMailText(
  kind: 'account-confirmation' | 'password-reset',
  language: MailLanguage,
  name: string,
  code: string,
) {
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

/**
 * To the owner of an e-mail with a sign-up waiting for confirmation, when someone registers it again
 * (issue 22 §2): nothing changed, and no code. It greets no one by name (the pending sign-up's name may be
 * anyone's) and never says to enter an earlier code, which may belong to someone else's sign-up: the way
 * on for the owner is the password reset, whose mailed code sets their own password.
 */
export function repeatedRegistrationMailText(language: MailLanguage) {
  return language === 'es'
    ? {
        subject: 'Alguien intentó crear una cuenta con tu correo',
        text: 'Hola:\n\nAlguien intentó crear una cuenta con este correo, que ya tiene un registro esperando confirmación. No cambiamos nada: ese registro y su contraseña siguen igual, y no enviamos ningún código nuevo.\n\nSi fuiste tú, en la página de inicio de sesión elige "¿Olvidaste tu contraseña?": con el código que te enviaremos eliges tu contraseña y confirmas tu correo. Si no fuiste tú, ignora este mensaje.',
      }
    : {
        subject: 'Someone tried to create an account with your e-mail',
        text: 'Hello,\n\nSomeone tried to create an account with this e-mail, which already has a sign-up waiting for confirmation. Nothing changed: that sign-up and its password stay as they were, and no new code was sent.\n\nIf it was you, choose "Forgot your password?" on the sign-in page: with the code we send you, you choose your password and confirm your e-mail. If it was not you, ignore this message.',
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
