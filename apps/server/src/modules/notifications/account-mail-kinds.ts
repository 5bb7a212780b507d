/**
 * The outbox's kind for a password-reset mail. Not one of the kinds a person chooses in Mi Perfil (nobody opts out of
 * resetting their password) and never shown in the notification centre: a mail only. Its own file, so that the
 * outbox (notifications.repository.ts, delivery.worker.ts) and account-mails.ts, which uses both, import it without
 * importing each other.
 */
export const CORREO_RESTABLECER = 'restablecer_password';
