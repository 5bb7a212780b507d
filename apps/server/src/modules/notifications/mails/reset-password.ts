import { RESET_TOKEN_TTL_MINUTES } from '@partidos/shared';
import type { Mail } from '../../../lib/mailer.js';
import { escapeHtml } from '../../../lib/html.js';

/** The password-reset mail (sent through the outbox: modules/notifications/account-mails.ts). */
export function resetPasswordMail(user: { nombre: string | null; correo: string }, link: string): Mail {
  const saludo = user.nombre ? `Hola ${user.nombre},` : 'Hola,';
  const text = [
    saludo,
    '',
    'Recibimos una solicitud para restablecer la contraseña de tu cuenta en Partidos.',
    `Abre este enlace para elegir una nueva contraseña (vence en ${RESET_TOKEN_TTL_MINUTES} minutos y sirve una sola vez):`,
    '',
    link,
    '',
    'Si no fuiste tú, ignora este correo: tu contraseña no cambiará.',
    '',
    'Sistema de Gestión de Partidos',
  ].join('\n');
  const html = `<p>${escapeHtml(saludo)}</p>
<p>Recibimos una solicitud para restablecer la contraseña de tu cuenta en Partidos.</p>
<p><a href="${escapeHtml(link)}" style="background:#16a34a;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Restablecer contraseña</a></p>
<p>El enlace vence en ${RESET_TOKEN_TTL_MINUTES} minutos y sirve una sola vez. Si no fuiste tú, ignora este correo.</p>
<p style="color:#888">Sistema de Gestión de Partidos</p>`;
  return { to: user.correo, subject: 'Restablece tu contraseña de Partidos', text, html };
}
