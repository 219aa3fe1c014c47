/** The double opt-in e-mail, in the subscriber's language. Plain text: nothing to render or escape. */
export function confirmationMail(language: 'es' | 'en', name: string, link: string) {
  return language === 'es'
    ? {
        subject: 'Confirma tu suscripción al boletín',
        text: `Hola, ${name}:\n\nPara recibir nuestras novedades y ofertas, confirma tu suscripción abriendo este enlace:\n${link}\n\nSi no te suscribiste, ignora este mensaje: no te enviaremos nada más.`,
      }
    : {
        subject: 'Confirm your newsletter subscription',
        text: `Hello ${name},\n\nTo receive our news and offers, confirm your subscription by opening this link:\n${link}\n\nIf you did not subscribe, ignore this message: we will not send you anything else.`,
      };
}
