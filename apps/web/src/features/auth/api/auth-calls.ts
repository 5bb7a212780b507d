import type {
  AuthResult, ForgotPasswordInput, GoogleLoginInput, LoginInput, PublicConfig, RegisterBasicInput, ResetPasswordInput,
} from '@partidos/shared';
import { request, requestWithMessage } from '../../../lib/api';

// One function per call of the auth API (docs/product/accounts.md), with the spec's fallback messages.

export const login = (body: LoginInput) =>
  requestWithMessage<AuthResult, LoginInput>({ method: 'POST', url: '/auth/login', data: body }, 'Error al iniciar sesión. Verifica tus credenciales.');

export const registerBasic = (body: RegisterBasicInput) =>
  requestWithMessage<AuthResult, RegisterBasicInput>({ method: 'POST', url: '/auth/register-basic', data: body }, 'Error al crear la cuenta.');

export const googleLogin = (token: string) =>
  requestWithMessage<AuthResult, GoogleLoginInput>({ method: 'POST', url: '/auth/google', data: { token } }, 'Error al iniciar sesión con Google');

export const logout = () => request<null>({ method: 'POST', url: '/auth/logout' }, 'Error al cerrar sesión');

export const forgotPassword = (correo: string) =>
  requestWithMessage<null, ForgotPasswordInput>({ method: 'POST', url: '/auth/forgot-password', data: { correo } }, 'Error al enviar el correo. Intenta nuevamente.');

export const checkResetToken = (token: string) =>
  request<{ valido: boolean }>({ method: 'GET', url: `/auth/reset-password/${encodeURIComponent(token)}` }, 'Token inválido o expirado');

export const resetPassword = (token: string, newPassword: string) =>
  requestWithMessage<null, ResetPasswordInput>({ method: 'POST', url: '/auth/reset-password', data: { token, newPassword } }, 'Error al restablecer la contraseña. Intenta nuevamente.');

export const getPublicConfig = () => request<PublicConfig>({ method: 'GET', url: '/config' }, 'Error al cargar la configuración');
