/**
 * Every text of the group's account site pages, in Spanish and English. The login messages are SPEC §8
 * word for word; the authentication service messages of SPEC §8 are used where the case arises.
 */
export type AccountLanguage = 'es' | 'en';

export const ACCOUNT_TEXTS = {
  es: {
    siteName: 'Cuenta del grupo de parques',
    signInTitle: 'Iniciar sesión',
    signInIntro: 'Por favor usa tus credenciales para iniciar sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
    newPassword: 'Nueva contraseña',
    firstName: 'Nombre',
    lastName: 'Apellido',
    code: 'Código de confirmación',
    signIn: 'Iniciar sesión',
    noAccount: '¿No tienes cuenta?',
    register: 'Crear cuenta',
    forgot: '¿Olvidaste tu contraseña?',
    registerTitle: 'Crear cuenta',
    confirmTitle: 'Confirma tu correo',
    confirmIntro: 'Te enviamos un código de 6 dígitos a {email}.',
    confirm: 'Confirmar',
    forgotTitle: 'Recuperar contraseña',
    forgotIntro: 'Escribe tu correo y te enviaremos un código para restablecer tu contraseña.',
    sendCode: 'Enviar código',
    resetTitle: 'Restablecer contraseña',
    resetIntro: 'Si existe una cuenta con {email}, le enviamos un código.',
    reset: 'Guardar contraseña',
    resetDone: 'Tu contraseña se cambió. Ya puedes iniciar sesión.',
    backToSignIn: 'Volver a iniciar sesión',
    cancel: 'Cancelar',
    wrongCredentials: 'El correo o contraseña no son correctos',
    accountExists: 'Ya existe una cuenta con este correo',
    genericError: 'Hubo un error al iniciar sesión',
    emailFormat: 'El correo no está en el formato correcto',
    passwordRequired: 'La contraseña es necesaria',
    passwordRule: 'La contraseña debe tener al menos 8 caracteres',
    nameRequired: 'El campo nombre es requerido',
    lastNameRequired: 'El campo apellido es requerido',
    codeRequired: 'El código de confirmación es necesario',
    codeInvalid: 'El código no es válido o venció',
    tooManyTries: 'Demasiados intentos. Inténtalo de nuevo en unos minutos.',
    signOutTitle: 'Cerrar sesión',
    signOutIntro: '¿Quieres cerrar tu sesión en la cuenta del grupo?',
    signOut: 'Cerrar sesión',
    stay: 'Seguir con la sesión iniciada',
    signedOut: 'Cerraste tu sesión.',
    errorTitle: 'Algo salió mal',
  },
  en: {
    siteName: 'Parks group account',
    signInTitle: 'Sign in',
    signInIntro: 'Please use your credentials to sign in',
    email: 'E-mail',
    password: 'Password',
    newPassword: 'New password',
    firstName: 'First name',
    lastName: 'Last name',
    code: 'Confirmation code',
    signIn: 'Sign in',
    noAccount: "Don't have an account?",
    register: 'Create an account',
    forgot: 'Forgot your password?',
    registerTitle: 'Create an account',
    confirmTitle: 'Confirm your e-mail',
    confirmIntro: 'We sent a 6-digit code to {email}.',
    confirm: 'Confirm',
    forgotTitle: 'Recover your password',
    forgotIntro: 'Enter your e-mail and we will send you a code to reset your password.',
    sendCode: 'Send code',
    resetTitle: 'Reset your password',
    resetIntro: 'If an account exists for {email}, we sent it a code.',
    reset: 'Save password',
    resetDone: 'Your password was changed. You can sign in now.',
    backToSignIn: 'Back to sign in',
    cancel: 'Cancel',
    wrongCredentials: 'The email or password entered is incorrect',
    accountExists: 'An account with this email already exists',
    genericError: 'There was an error on ',
    emailFormat: 'The email format is incorrect',
    passwordRequired: 'The password is required',
    passwordRule: 'The password must have at least 8 characters',
    nameRequired: 'Name field is required',
    lastNameRequired: 'Lastname field is required',
    codeRequired: 'Confirmation code cannot be empty',
    codeInvalid: 'The code is not valid or has expired',
    tooManyTries: 'Too many tries. Try again in a few minutes.',
    signOutTitle: 'Sign out',
    signOutIntro: 'Do you want to sign out of the group account?',
    signOut: 'Sign out',
    stay: 'Stay signed in',
    signedOut: 'You are signed out.',
    errorTitle: 'Something went wrong',
  },
} as const satisfies Record<AccountLanguage, Record<string, string>>;

export type AccountTexts = (typeof ACCOUNT_TEXTS)[AccountLanguage];

/** The page language: the OIDC request's ui_locales, then a ?lang, else English (SPEC §9 fallback). */
export function accountLanguage(...hints: (string | undefined)[]): AccountLanguage {
  for (const hint of hints) {
    const first = hint
      ?.trim()
      .split(/[\s,-]/)[0]
      ?.toLowerCase();
    if (first === 'es' || first === 'en') return first;
  }
  return 'en';
}
