/**
 * The messages of the booking calls' errors (issue 20) in the visitor's language (`?Language=ES|EN|PT`),
 * like the chat's and the account site's catalogs: the site shows them as they come.
 */
import { ApiHttpError, type ErrorCode } from '../http/api-error';

type BookingErrorCode = Extract<
  ErrorCode,
  | 'BOOKING_NOT_FOUND'
  | 'TOO_MANY_LOOKUPS'
  | 'DATE_CHANGE_CLOSED'
  | 'NO_AVAILABILITY'
  | 'PAYMENT_REQUIRED'
  | 'GUARANTEE_NOT_BOUGHT'
  | 'GUARANTEE_ALREADY_CLAIMED'
  | 'CLAIM_CLOSED'
  | 'SAME_DATE'
  | 'DATE_OUTSIDE_COUPON_YEAR'
  | 'TICKET_NOT_FOUND'
>;

export const BOOKING_TEXTS: Record<BookingErrorCode, { es: string; en: string; pt: string }> = {
  BOOKING_NOT_FOUND: {
    es: 'No encontramos una reserva con ese número y ese correo.',
    en: 'We could not find a booking with that number and e-mail.',
    pt: 'Não encontramos uma reserva com esse número e esse e-mail.',
  },
  TOO_MANY_LOOKUPS: {
    es: 'Demasiados intentos. Inténtalo de nuevo en unos minutos.',
    en: 'Too many tries. Please try again in a few minutes.',
    pt: 'Tentativas demais. Tente novamente em alguns minutos.',
  },
  DATE_CHANGE_CLOSED: {
    es: 'Ya no es posible cambiar la fecha de esta visita: los cambios se hacen al menos 24 horas antes y nunca el día de la visita.',
    en: 'The date of this visit can no longer be changed: changes are made at least 24 hours before and never on the day of the visit.',
    pt: 'Já não é possível alterar a data desta visita: as alterações são feitas pelo menos 24 horas antes e nunca no dia da visita.',
  },
  NO_AVAILABILITY: {
    es: 'No hay disponibilidad para la fecha seleccionada, por favor elige una fecha diferente',
    en: 'There is no availability for the date selected, please choose a different date',
    pt: 'Não há disponibilidade para a data selecionada, por favor escolha uma data diferente',
  },
  PAYMENT_REQUIRED: {
    es: 'La nueva fecha cuesta más: paga la diferencia para confirmar el cambio.',
    en: 'The new date costs more: pay the difference to confirm the change.',
    pt: 'A nova data custa mais: pague a diferença para confirmar a alteração.',
  },
  GUARANTEE_NOT_BOUGHT: {
    es: 'Esta visita no tiene garantía de clima.',
    en: 'This visit has no weather guarantee.',
    pt: 'Esta visita não tem garantia de clima.',
  },
  GUARANTEE_ALREADY_CLAIMED: {
    es: 'La garantía de clima de esta visita ya se usó.',
    en: 'The weather guarantee of this visit has already been claimed.',
    pt: 'A garantia de clima desta visita já foi usada.',
  },
  CLAIM_CLOSED: {
    es: 'La garantía de clima se solicita al menos 24 horas antes de la visita y antes de usar el cupón.',
    en: 'The weather guarantee is claimed at least 24 hours before the visit and before the coupon is used.',
    pt: 'A garantia de clima é solicitada pelo menos 24 horas antes da visita e antes de usar o cupom.',
  },
  SAME_DATE: {
    es: 'Elige una fecha distinta a la de tu visita.',
    en: 'Choose a date other than your visit’s.',
    pt: 'Escolha uma data diferente da sua visita.',
  },
  DATE_OUTSIDE_COUPON_YEAR: {
    es: 'La nueva fecha debe estar dentro del año de validez de tu cupón.',
    en: 'The new date must be within your coupon’s year of validity.',
    pt: 'A nova data deve estar dentro do ano de validade do seu cupom.',
  },
  TICKET_NOT_FOUND: {
    es: 'No existe un boleto con ese código.',
    en: 'There is no ticket with that code.',
    pt: 'Não existe um ingresso com esse código.',
  },
};

export type BookingLanguage = 'ES' | 'EN' | 'PT';

/** The error, its message in the visitor's language. */
export function bookingError(
  code: BookingErrorCode,
  language: BookingLanguage,
  options: { retryAfterSeconds?: number; details?: Record<string, string> } = {},
): ApiHttpError {
  const texts = BOOKING_TEXTS[code];
  const message = language === 'ES' ? texts.es : language === 'PT' ? texts.pt : texts.en;
  return new ApiHttpError(code, message, options.retryAfterSeconds, options.details);
}
