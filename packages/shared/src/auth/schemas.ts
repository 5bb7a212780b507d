import { z } from 'zod';
import '../zod-locale.js';
import { MSG } from '../messages.js';
import { SINGLE_LINE } from '../text.js';
import { PASSWORD_MIN } from '../constants.js';
import { profileFieldsSchema, withoutEmpty } from '../users/schemas.js';

/** A required string: missing, not a string, or blank all read as `message`. */
export const requiredString = (message: string) => z.string({ error: message }).trim().min(1, message);

export const correoSchema = requiredString(MSG.correoRequerido)
  .max(254, MSG.correoInvalido)
  .pipe(z.email(MSG.correoInvalido))
  .transform((v) => v.toLowerCase());

// Without its own text a check falls back to the schema's `error`: a too-long password would read "ingresa tu contraseña".
const PASSWORD_MAX = 128;
const passwordMax = 'La contraseña no puede exceder 128 caracteres';

export const passwordSchema = z
  .string({ error: MSG.passwordRequerida })
  .min(1, MSG.passwordRequerida)
  .min(PASSWORD_MIN, MSG.passwordMin)
  .max(PASSWORD_MAX, passwordMax);

const aceptaPolitica = z.literal(true, { error: MSG.politicaRequerida });

export const loginSchema = z.object({
  correo: correoSchema,
  password: z.string({ error: MSG.passwordRequerida }).min(1, MSG.passwordRequerida).max(PASSWORD_MAX, passwordMax),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerBasicSchema = z.object({
  correo: correoSchema,
  password: passwordSchema,
  aceptaPoliticaPrivacidad: aceptaPolitica,
});
export type RegisterBasicInput = z.infer<typeof registerBasicSchema>;

/**
 * Full register: account plus any profile fields (the invitation flow also sends codigoInvitacion). Empty values
 * are dropped as in complete-profile, so an empty optional field is "not given", not "out of range".
 */
export const registerSchema = withoutEmpty(profileFieldsSchema.partial().extend({
  correo: correoSchema,
  password: passwordSchema,
  aceptaPoliticaPrivacidad: aceptaPolitica,
  codigoInvitacion: z.string().trim().regex(SINGLE_LINE, MSG.caracteresNoPermitidos).max(32).optional(),
}));
export type RegisterInput = z.infer<typeof registerSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: MSG.passwordActualRequerida }).min(1, MSG.passwordActualRequerida).max(PASSWORD_MAX, passwordMax),
  newPassword: z
    .string({ error: MSG.nuevaPasswordCambio })
    .min(1, MSG.nuevaPasswordCambio)
    .min(PASSWORD_MIN, MSG.passwordMin)
    .max(PASSWORD_MAX, passwordMax),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const forgotPasswordSchema = z.object({ correo: correoSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: requiredString(MSG.tokenInvalido).max(200),
  newPassword: z
    .string({ error: MSG.nuevaPasswordRequerida })
    .min(1, MSG.nuevaPasswordRequerida)
    .min(PASSWORD_MIN, MSG.passwordMin)
    .max(PASSWORD_MAX, passwordMax),
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const googleLoginSchema = z.object({ token: requiredString(MSG.googleInvalido).max(4096) });
export type GoogleLoginInput = z.input<typeof googleLoginSchema>;
