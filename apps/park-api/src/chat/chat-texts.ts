/**
 * The texts of the live chat's pages on the account site (the chat without scripts, the contact form, the
 * agent console) and of the chat API's errors, in the visitor's language. Portuguese is here too: the
 * launcher on a /pt/ cart page opens the chat in Portuguese. The console is for agents: es and en only.
 */
import type { ChatLanguage } from './chat.service';

export const CHAT_TEXTS = {
  es: {
    siteName: 'Cuenta del grupo de parques',
    chatTitle: 'Chat en vivo',
    chatIntro: 'Escríbenos y un agente te responderá aquí. Vuelve a cargar la página para ver su respuesta.',
    offHoursTitle: 'Estamos fuera de horario',
    offHours:
      'Nuestro centro de atención atiende de lunes a viernes de 7:00 a 24:00 y sábados y domingos de 7:00 a 22:00 (hora de Cancún). Déjanos tu mensaje y tu correo y te responderemos.',
    emptyConversation: 'Aún no hay mensajes.',
    you: 'Tú',
    agent: 'Agente',
    message: 'Mensaje',
    email: 'Correo electrónico',
    name: 'Nombre',
    send: 'Enviar',
    refresh: 'Ver respuestas nuevas',
    sent: 'Recibimos tu mensaje.',
    messageRequired: 'Escribe un mensaje',
    messageTooLong: 'El mensaje es demasiado largo (máximo 2000 caracteres)',
    emailRequired: 'Escribe tu correo para que podamos responderte',
    emailFormat: 'El correo no está en el formato correcto',
    nameRequired: 'El campo nombre es requerido',
    nameTooLong: 'El nombre es demasiado largo (máximo 120 caracteres)',
    tooMany: 'Enviaste demasiados mensajes. Inténtalo de nuevo en unos minutos.',
    formExpired: 'El formulario venció. Vuelve a enviarlo.',
    contactTitle: 'Contacto',
    contactIntro: 'Escríbenos y te responderemos por correo.',
    contactSent: 'Gracias. Recibimos tu mensaje y te responderemos por correo.',
    backToSite: 'Volver al sitio',
    contactLink: 'Formulario de contacto',
  },
  en: {
    siteName: 'Parks group account',
    chatTitle: 'Live chat',
    chatIntro: 'Write to us and an agent will answer here. Reload the page to see their answer.',
    offHoursTitle: 'We are closed right now',
    offHours:
      'Our call center answers Monday to Friday 7:00 to 24:00 and Saturday and Sunday 7:00 to 22:00 (Cancun time). Leave us your message and your e-mail and we will answer you.',
    emptyConversation: 'No messages yet.',
    you: 'You',
    agent: 'Agent',
    message: 'Message',
    email: 'E-mail',
    name: 'Name',
    send: 'Send',
    refresh: 'See new answers',
    sent: 'We received your message.',
    messageRequired: 'Write a message',
    messageTooLong: 'The message is too long (2000 characters at most)',
    emailRequired: 'Enter your e-mail so we can answer you',
    emailFormat: 'The email format is incorrect',
    nameRequired: 'Name field is required',
    nameTooLong: 'The name is too long (120 characters at most)',
    tooMany: 'You sent too many messages. Try again in a few minutes.',
    formExpired: 'The form expired. Please send it again.',
    contactTitle: 'Contact',
    contactIntro: 'Write to us and we will answer by e-mail.',
    contactSent: 'Thank you. We received your message and will answer by e-mail.',
    backToSite: 'Back to the site',
    contactLink: 'Contact form',
  },
  pt: {
    siteName: 'Conta do grupo de parques',
    chatTitle: 'Chat ao vivo',
    chatIntro: 'Escreva para nós e um agente responderá aqui. Recarregue a página para ver a resposta.',
    offHoursTitle: 'Estamos fora do horário',
    offHours:
      'Nossa central de atendimento funciona de segunda a sexta das 7:00 às 24:00 e aos sábados e domingos das 7:00 às 22:00 (horário de Cancún). Deixe sua mensagem e seu e-mail e responderemos.',
    emptyConversation: 'Ainda não há mensagens.',
    you: 'Você',
    agent: 'Agente',
    message: 'Mensagem',
    email: 'E-mail',
    name: 'Nome',
    send: 'Enviar',
    refresh: 'Ver respostas novas',
    sent: 'Recebemos sua mensagem.',
    messageRequired: 'Escreva uma mensagem',
    messageTooLong: 'A mensagem é longa demais (no máximo 2000 caracteres)',
    emailRequired: 'Informe seu e-mail para que possamos responder',
    emailFormat: 'O e-mail não está no formato correto',
    nameRequired: 'O campo nome é obrigatório',
    nameTooLong: 'O nome é longo demais (no máximo 120 caracteres)',
    tooMany: 'Você enviou mensagens demais. Tente novamente em alguns minutos.',
    formExpired: 'O formulário expirou. Envie novamente.',
    contactTitle: 'Contato',
    contactIntro: 'Escreva para nós e responderemos por e-mail.',
    contactSent: 'Obrigado. Recebemos sua mensagem e responderemos por e-mail.',
    backToSite: 'Voltar ao site',
    contactLink: 'Formulário de contato',
  },
} as const satisfies Record<ChatLanguage, Record<string, string>>;

export type ChatTexts = (typeof CHAT_TEXTS)[ChatLanguage];

export const AGENT_TEXTS = {
  es: {
    consoleTitle: 'Consola de agentes',
    signInTitle: 'Acceso de agentes',
    noConversations: 'No hay conversaciones.',
    unanswered: 'Sin responder',
    answered: 'Respondida',
    kinds: { chat: 'Chat', 'off-hours': 'Fuera de horario', contact: 'Contacto' },
    open: 'Abrir',
    answer: 'Respuesta',
    sendAnswer: 'Enviar respuesta',
    back: 'Volver a las conversaciones',
    forbidden: 'Esta consola es solo para agentes del centro de atención.',
    forbiddenTitle: 'Acceso denegado',
    signOut: 'Cerrar sesión',
    answerRequired: 'Escribe una respuesta',
    notFound: 'No encontramos esta conversación.',
    state: 'Estado',
    kind: 'Tipo',
    from: 'De',
    lastMessage: 'Último mensaje',
    when: 'Fecha',
  },
  en: {
    consoleTitle: 'Agent console',
    signInTitle: 'Agent sign-in',
    noConversations: 'No conversations.',
    unanswered: 'Unanswered',
    answered: 'Answered',
    kinds: { chat: 'Chat', 'off-hours': 'Out of hours', contact: 'Contact' },
    open: 'Open',
    answer: 'Answer',
    sendAnswer: 'Send answer',
    back: 'Back to the conversations',
    forbidden: 'This console is for call-centre agents only.',
    forbiddenTitle: 'Access denied',
    signOut: 'Sign out',
    answerRequired: 'Write an answer',
    notFound: 'We could not find this conversation.',
    state: 'State',
    kind: 'Kind',
    from: 'From',
    lastMessage: 'Last message',
    when: 'When',
  },
} as const;

/** The page language: a ?lang, then Accept-Language, else English (SPEC §9 fallback). */
export function chatLanguage(...hints: (string | undefined)[]): ChatLanguage {
  for (const hint of hints) {
    const first = hint
      ?.trim()
      .split(/[\s,;-]/)[0]
      ?.toLowerCase();
    if (first === 'es' || first === 'en' || first === 'pt') return first;
  }
  return 'en';
}
