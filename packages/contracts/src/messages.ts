/**
 * Message catalogue for validation issues and API errors. Zod issues in every schema of this package carry a
 * KEY of this catalogue as their message; forms and the server translate it with {@link translateMessage}.
 * English texts of spec section 5 and 8 are reproduced exactly; Spanish is Latin American, tú form.
 */
import type { Language } from './enums';

const en = {
  // ---- validation (spec section 5) ----
  required: 'Required',
  mustMatchInitialPassword: 'Must match initial password',
  registrationMustMatchInitialPassword: 'must match initial password',
  invalidEmail: 'invalid email address',
  emailsDoNotMatch: 'email addresses do not match',
  yearsRequired: 'must provide years of experience',
  minYears: 'must have at least 3 years of experience',
  areaOfSpecialtyRequired: 'please enter information regarding area of specialty',
  certificationsRequired: 'please enter certifications or write "none"',
  consentRequired: 'must accept terms of use and privacy policy',
  inquiryRequired: 'please enter information regarding inquiry',
  passwordTooShort: 'must be at least 8 characters',
  tooLong: 'is too long',
  invalidPhone: 'invalid phone number',
  invalidValue: 'invalid value',
  invalidId: 'invalid identifier',
  invalidDate: 'invalid date',
  invalidCountry: 'please choose a country from the list',
  invalidPlan: 'please choose a valid plan',
  invalidNumber: 'must be a number',
  selectionRequired: 'please make a selection',
  rolesRequired: 'choose at least one role',
  unknownField: 'unknown field',
  // ---- API errors and answers (spec section 8 and server) ----
  validationFailed: 'Some fields are invalid.',
  malformedBody: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Unsupported content type.',
  payloadTooLarge: 'The request is too large.',
  errorWhileLoggingIn: 'Error while logging in',
  invalidCredentials: 'Invalid email or password.',
  accountUnderReview: 'Account is currently under review.',
  unauthorized: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  invalidToken: 'Invalid session. Please log in again.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found.',
  userNotFound: 'User not found.',
  routeNotFound: 'This address does not exist.',
  emailInUse: 'An account with this email address already exists.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  internalError: 'Something went wrong. Please try again later.',
  accountCreated: 'successfully created account',
  errorCreatingAccount: 'error while creating user account',
  resetLinkSent: 'a password reset link has been sent to the requested email address',
  passwordResetSuccess: 'Successfully reset password. Please log in.',
  passwordResetFailed: 'Failed to reset password',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  successfullyUpdated: 'successfully updated',
  errorUpdatingUser: 'Error while updating user.',
  credentialsUpdated: 'Successfully updated credentials.',
  cannotRemoveOwnAdminRole: 'You cannot remove your own admin role.',
  noCreditsAvailable: 'You do not have any credits available',
  slotTaken: 'That time is no longer available.',
  conflict: 'This conflicts with the current state.',
  alreadyExists: 'It already exists.',
  intakeSent: 'successfully sent provider intake information',
  paymentFailed: 'Failed to Submit Payment',
  paymentConfirmFailed: 'Failed to confirm payment',
  subscriptionCreateFailed: 'Failed to created subscription',
  paymentSuccessful: 'Payment Successful',
  refunded: 'Successfully refunded client.',
  declined: 'Successfully declined client.',
  invalidImage: 'failed to upload image',
  imageUploaded: 'successfully uploaded image',
  favoriteRemoved: 'Removed favorite',
  // ---- payments, scheduling, appointments, cancellations (issue 5) ----
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  invalidCardNumber: 'invalid card number',
  cardExpired: 'the card has expired',
  invalidCvc: 'invalid security code',
  paymentProcessingError: 'The payment could not be processed. Please try again.',
  paymentNotCompleted: 'The payment has not been completed.',
  paymentsUnavailable: 'Card payments are not available right now.',
  slotNotAvailable: 'That time is not one of the therapist\'s free times.',
  schedulingUnavailable: 'The scheduled event could not be read.',
  appointmentNotFound: 'Appointment not found.',
  appointmentNotUpcoming: 'This appointment has already started or ended.',
  appointmentCancelled: 'This appointment is cancelled.',
  cancellationAlreadyRequested: 'A cancellation was already requested.',
  cancellationNotRequested: 'The client has not requested a cancellation.',
  refundAlreadyDecided: 'This refund was already decided.',
  invalidSignature: 'Invalid signature.',
  badUrl: 'This address is not valid.',
} as const;

/** A key of the message catalogue. */
export type MessageKey = keyof typeof en;

const es: Record<MessageKey, string> = {
  required: 'Obligatorio',
  mustMatchInitialPassword: 'Debe coincidir con la contraseña inicial',
  registrationMustMatchInitialPassword: 'debe coincidir con la contraseña inicial',
  invalidEmail: 'correo electrónico no válido',
  emailsDoNotMatch: 'los correos electrónicos no coinciden',
  yearsRequired: 'indica tus años de experiencia',
  minYears: 'debes tener al menos 3 años de experiencia',
  areaOfSpecialtyRequired: 'cuéntanos sobre tu área de especialidad',
  certificationsRequired: 'escribe tus certificaciones o "ninguna"',
  consentRequired: 'debes aceptar los términos de uso y la política de privacidad',
  inquiryRequired: 'cuéntanos en qué podemos ayudarte',
  passwordTooShort: 'debe tener al menos 8 caracteres',
  tooLong: 'es demasiado largo',
  invalidPhone: 'número de teléfono no válido',
  invalidValue: 'valor no válido',
  invalidId: 'identificador no válido',
  invalidDate: 'fecha no válida',
  invalidCountry: 'elige un país de la lista',
  invalidPlan: 'elige un plan válido',
  invalidNumber: 'debe ser un número',
  selectionRequired: 'elige una opción',
  rolesRequired: 'elige al menos un rol',
  unknownField: 'campo desconocido',
  validationFailed: 'Algunos campos no son válidos.',
  malformedBody: 'El cuerpo de la solicitud no es un JSON válido.',
  unsupportedMediaType: 'Tipo de contenido no admitido.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  errorWhileLoggingIn: 'Error al iniciar sesión',
  invalidCredentials: 'Correo electrónico o contraseña incorrectos.',
  accountUnderReview: 'Tu cuenta está en revisión.',
  unauthorized: 'Inicia sesión para continuar.',
  sessionExpired: 'Tu sesión expiró. Vuelve a iniciar sesión.',
  invalidToken: 'Sesión no válida. Vuelve a iniciar sesión.',
  forbidden: 'No tienes permiso para hacer eso.',
  notFound: 'No encontrado.',
  userNotFound: 'Usuario no encontrado.',
  routeNotFound: 'Esta dirección no existe.',
  emailInUse: 'Ya existe una cuenta con este correo electrónico.',
  tooManyRequests: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  internalError: 'Algo salió mal. Inténtalo de nuevo más tarde.',
  accountCreated: 'cuenta creada con éxito',
  errorCreatingAccount: 'error al crear la cuenta',
  resetLinkSent: 'te enviamos un enlace para restablecer tu contraseña al correo indicado',
  passwordResetSuccess: 'Restableciste tu contraseña. Ya puedes iniciar sesión.',
  passwordResetFailed: 'No se pudo restablecer la contraseña',
  resetTokenInvalid: 'Este enlace para restablecer la contraseña no es válido o ya expiró.',
  successfullyUpdated: 'actualizado con éxito',
  errorUpdatingUser: 'Error al actualizar el usuario.',
  credentialsUpdated: 'Credenciales actualizadas con éxito.',
  cannotRemoveOwnAdminRole: 'No puedes quitarte tu propio rol de administrador.',
  noCreditsAvailable: 'No tienes créditos disponibles',
  slotTaken: 'Ese horario ya no está disponible.',
  conflict: 'Esto entra en conflicto con el estado actual.',
  alreadyExists: 'Ya existe.',
  intakeSent: 'información de proveedor enviada con éxito',
  paymentFailed: 'No se pudo realizar el pago',
  paymentConfirmFailed: 'No se pudo confirmar el pago',
  subscriptionCreateFailed: 'No se pudo crear la suscripción',
  paymentSuccessful: 'Pago exitoso',
  refunded: 'Reembolso realizado con éxito.',
  declined: 'Reembolso rechazado con éxito.',
  invalidImage: 'no se pudo subir la imagen',
  imageUploaded: 'imagen subida con éxito',
  favoriteRemoved: 'Favorito eliminado',
  cardDeclined: 'Tu tarjeta fue rechazada.',
  insufficientFunds: 'Tu tarjeta no tiene fondos suficientes.',
  invalidCardNumber: 'número de tarjeta no válido',
  cardExpired: 'la tarjeta está vencida',
  invalidCvc: 'código de seguridad no válido',
  paymentProcessingError: 'No se pudo procesar el pago. Inténtalo de nuevo.',
  paymentNotCompleted: 'El pago no se ha completado.',
  paymentsUnavailable: 'Los pagos con tarjeta no están disponibles en este momento.',
  slotNotAvailable: 'Ese horario no está entre los horarios libres del terapeuta.',
  schedulingUnavailable: 'No se pudo leer el evento agendado.',
  appointmentNotFound: 'Cita no encontrada.',
  appointmentNotUpcoming: 'Esta cita ya comenzó o terminó.',
  appointmentCancelled: 'Esta cita está cancelada.',
  cancellationAlreadyRequested: 'Ya se solicitó la cancelación.',
  cancellationNotRequested: 'El cliente no ha solicitado la cancelación.',
  refundAlreadyDecided: 'Este reembolso ya fue decidido.',
  invalidSignature: 'Firma no válida.',
  badUrl: 'Esta dirección no es válida.',
};

/** The catalogue: every key in Spanish (reference) and English. */
export const messages: Readonly<Record<Language, Readonly<Record<MessageKey, string>>>> = { es, en };

/** True when `key` is a key of the catalogue. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}

/** Translates a key (unknown keys are returned unchanged, so plain texts pass through). */
export function translateMessage(key: string, language: Language): string {
  return isMessageKey(key) ? messages[language][key] : key;
}

/**
 * The language of a request from its `X-Language` header (or any language tag):
 * anything starting with `en` is English, everything else Spanish (the default).
 */
export function languageFromHeader(value: string | string[] | undefined | null): Language {
  const v = Array.isArray(value) ? value[0] : value;
  return v && v.trim().toLowerCase().startsWith('en') ? 'en' : 'es';
}
