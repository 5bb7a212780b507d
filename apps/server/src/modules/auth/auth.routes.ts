import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MSG, changePasswordSchema, completeProfileSchema, forgotPasswordSchema, googleLoginSchema, loginSchema,
  registerBasicSchema, registerSchema, resetPasswordSchema, updateProfileSchema,
} from '@partidos/shared';
import { refusingCommonPassword } from '../../lib/common-passwords.js';
import { authOf } from '../../plugins/auth.js';
import type { AuthService } from './auth.service.js';
import type { RequestContext } from './sessions.js';

const ctxOf = (req: FastifyRequest): RequestContext => ({ ip: req.ip, userAgent: req.headers['user-agent'] });
const tags = ['auth'];

// A new password is also checked against the common ones here, on the server only (docs/decisions/0028).
const registerBasicBody = refusingCommonPassword(registerBasicSchema, 'password');
const registerBody = refusingCommonPassword(registerSchema, 'password');
const changePasswordBody = refusingCommonPassword(changePasswordSchema, 'newPassword');
const resetPasswordBody = refusingCommonPassword(resetPasswordSchema, 'newPassword');

export default async function authRoutes(app: FastifyInstance, { auth }: { auth: AuthService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/auth/register-basic', { schema: { tags, body: registerBasicBody } }, async (req, reply) => {
    const data = await auth.registerBasic(req.body, ctxOf(req));
    return reply.status(201).send({ success: true, message: MSG.cuentaCreada, data, token: data.token });
  });

  r.post('/auth/register', { schema: { tags, body: registerBody } }, async (req, reply) => {
    const data = await auth.register(req.body, ctxOf(req));
    return reply.status(201).send({ success: true, message: MSG.cuentaCreada, data, token: data.token });
  });

  r.post('/auth/login', { schema: { tags, body: loginSchema } }, async (req) => {
    const data = await auth.login(req.body, ctxOf(req));
    return { success: true, message: MSG.bienvenido, data, token: data.token };
  });

  r.post('/auth/google', { schema: { tags, body: googleLoginSchema } }, async (req) => {
    const data = await auth.google(req.body.token, ctxOf(req));
    return {
      success: true,
      message: data.needsProfileCompletion ? MSG.bienvenidoGoogle : MSG.bienvenido,
      data,
      token: data.token,
    };
  });

  r.post('/auth/logout', { schema: { tags }, preHandler: app.requireAuth }, async (req) => {
    await auth.logout(authOf(req).sessionId);
    return { success: true, message: MSG.sesionCerrada, data: null };
  });

  r.get('/auth/me', { schema: { tags }, preHandler: app.requireAuth }, async (req) => {
    return { success: true, data: await auth.me(authOf(req).user) };
  });

  r.put('/auth/me', { schema: { tags, body: updateProfileSchema }, preHandler: app.requireAuth }, async (req) => {
    const data = await auth.updateProfile(authOf(req).user, req.body);
    return { success: true, message: MSG.perfilActualizado, data };
  });

  r.put('/auth/complete-profile', { schema: { tags, body: completeProfileSchema }, preHandler: app.requireAuth }, async (req) => {
    const data = await auth.completeProfile(authOf(req).user, req.body);
    return { success: true, message: MSG.perfilCompletado, data };
  });

  r.put('/auth/change-password', { schema: { tags, body: changePasswordBody }, preHandler: app.requireAuth }, async (req) => {
    const { user, sessionId } = authOf(req);
    await auth.changePassword(user, sessionId, req.body.currentPassword, req.body.newPassword);
    return { success: true, message: MSG.passwordActualizada, data: null };
  });

  r.post('/auth/forgot-password', { schema: { tags, body: forgotPasswordSchema } }, async (req) => {
    await auth.forgotPassword(req.body.correo, ctxOf(req));
    return { success: true, message: MSG.resetEnviado, data: null };
  });

  r.get('/auth/reset-password/:token', { schema: { tags, params: z.object({ token: z.string().max(200) }) } }, async (req) => {
    const valido = await auth.checkResetToken(req.params.token);
    return { success: true, data: { valido }, ...(valido ? {} : { message: MSG.enlaceInvalido }) };
  });

  r.post('/auth/reset-password', { schema: { tags, body: resetPasswordBody } }, async (req) => {
    await auth.resetPassword(req.body.token, req.body.newPassword, ctxOf(req));
    return { success: true, message: MSG.passwordActualizada, data: null };
  });
}
