import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MSG, answers, authResultSchema, failureSchema, invitacionContextoDtoSchema, okSchema, userDtoSchema, changePasswordSchema, completeProfileSchema, forgotPasswordSchema, googleLoginSchema, loginSchema,
  registerBasicSchema, registerSchema, resetPasswordSchema, updateProfileSchema,
} from '@partidos/shared';
import { refusingCommonPassword } from '../../lib/common-passwords.js';
import { authOf } from '../../plugins/auth.js';
import type { AuthService } from './auth.service.js';
import type { RequestContext } from './sessions.js';

const ctxOf = (req: FastifyRequest): RequestContext => ({ ip: req.ip, userAgent: req.headers['user-agent'] });
const tags = ['auth'];

// Login and registration also carry the token beside `data`, as the spec's API did (clients read either).
const authAnswer = okSchema(authResultSchema).extend({ token: z.string() });
const authAnswers = { 200: authAnswer, '4xx': failureSchema, '5xx': failureSchema };
const authCreatedAnswers = { 201: authAnswer, '4xx': failureSchema, '5xx': failureSchema };

// A new password is also checked against the common ones here, on the server only (docs/decisions/0028).
const registerBasicBody = refusingCommonPassword(registerBasicSchema, 'password');
const registerBody = refusingCommonPassword(registerSchema, 'password');
const changePasswordBody = refusingCommonPassword(changePasswordSchema, 'newPassword');
const resetPasswordBody = refusingCommonPassword(resetPasswordSchema, 'newPassword');

export default async function authRoutes(app: FastifyInstance, { auth }: { auth: AuthService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/auth/register-basic', { schema: { operationId: 'registrarCuentaBasica', tags, summary: 'Crear una cuenta con correo y contraseña', body: registerBasicBody, response: authCreatedAnswers } }, async (req, reply) => {
    const data = await auth.registerBasic(req.body, ctxOf(req));
    return reply.status(201).send({ success: true as const, message: MSG.cuentaCreada, data, token: data.token });
  });

  r.post('/auth/register', { schema: { operationId: 'registrarCuenta', tags, summary: 'Crear una cuenta con perfil completo', body: registerBody, response: authCreatedAnswers } }, async (req, reply) => {
    const data = await auth.register(req.body, ctxOf(req));
    return reply.status(201).send({ success: true as const, message: MSG.cuentaCreada, data, token: data.token });
  });

  r.post('/auth/login', { schema: { operationId: 'iniciarSesion', tags, summary: 'Iniciar sesión', body: loginSchema, response: authAnswers } }, async (req) => {
    const data = await auth.login(req.body, ctxOf(req));
    return { success: true as const, message: MSG.bienvenido, data, token: data.token };
  });

  r.post('/auth/google', { schema: { operationId: 'iniciarSesionGoogle', tags, summary: 'Iniciar sesión con Google', body: googleLoginSchema, response: authAnswers } }, async (req) => {
    const data = await auth.google(req.body.token, ctxOf(req));
    return {
      success: true as const,
      message: data.needsProfileCompletion ? MSG.bienvenidoGoogle : MSG.bienvenido,
      data,
      token: data.token,
    };
  });

  r.post('/auth/logout', { schema: { operationId: 'cerrarSesion', tags, summary: 'Cerrar la sesión', response: answers(z.null()) }, preHandler: app.requireAuth }, async (req) => {
    await auth.logout(authOf(req).sessionId);
    return { success: true as const, message: MSG.sesionCerrada, data: null };
  });

  r.get('/auth/me', { schema: { operationId: 'getMiUsuario', tags, summary: 'Usuario de la sesión', response: answers(userDtoSchema) }, preHandler: app.requireAuth }, async (req) => {
    return { success: true as const, data: await auth.me(authOf(req).user) };
  });

  r.put('/auth/me', { schema: { operationId: 'editarMiPerfil', tags, summary: 'Editar el perfil propio', body: updateProfileSchema, response: answers(userDtoSchema) }, preHandler: app.requireAuth }, async (req) => {
    const data = await auth.updateProfile(authOf(req).user, req.body);
    return { success: true as const, message: MSG.perfilActualizado, data };
  });

  r.put('/auth/complete-profile', { schema: { operationId: 'completarMiPerfil', tags, summary: 'Completar el perfil tras registrarse', body: completeProfileSchema, response: answers(userDtoSchema.extend({ invitacion: invitacionContextoDtoSchema.optional() })) }, preHandler: app.requireAuth }, async (req) => {
    const data = await auth.completeProfile(authOf(req).user, req.body);
    return { success: true as const, message: MSG.perfilCompletado, data };
  });

  r.put('/auth/change-password', { schema: { operationId: 'cambiarPassword', tags, summary: 'Cambiar la contraseña', body: changePasswordBody, response: answers(z.null()) }, preHandler: app.requireAuth }, async (req) => {
    const { user, sessionId } = authOf(req);
    await auth.changePassword(user, sessionId, req.body.currentPassword, req.body.newPassword);
    return { success: true as const, message: MSG.passwordActualizada, data: null };
  });

  r.post('/auth/forgot-password', { schema: { operationId: 'pedirResetPassword', tags, summary: 'Pedir un enlace para restablecer la contraseña', body: forgotPasswordSchema, response: answers(z.null()) } }, async (req) => {
    await auth.forgotPassword(req.body.correo, ctxOf(req));
    return { success: true as const, message: MSG.resetEnviado, data: null };
  });

  r.get('/auth/reset-password/:token', { schema: { operationId: 'getResetPassword', tags, summary: 'Comprobar un enlace de restablecimiento', params: z.object({ token: z.string().max(200) }), response: answers(z.object({ valido: z.boolean() })) } }, async (req) => {
    const valido = await auth.checkResetToken(req.params.token);
    return { success: true as const, data: { valido }, ...(valido ? {} : { message: MSG.enlaceInvalido }) };
  });

  r.post('/auth/reset-password', { schema: { operationId: 'restablecerPassword', tags, summary: 'Restablecer la contraseña con el enlace', body: resetPasswordBody, response: answers(z.null()) } }, async (req) => {
    await auth.resetPassword(req.body.token, req.body.newPassword, ctxOf(req));
    return { success: true as const, message: MSG.passwordActualizada, data: null };
  });
}
