import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { newId } from './lib/ids.js';
import { hashPassword } from './modules/auth/password-hash.js';
import { ensurePublicClub } from './modules/clubs/clubs.bootstrap.js';
import type { Services } from './services.js';

/** Start-up data: the public community club, and the platform administrator named by ADMIN_EMAIL/ADMIN_PASSWORD. */
export async function bootstrap(config: Config, s: Services, log: FastifyBaseLogger) {
  const publicClub = await ensurePublicClub(s.repos.clubs);
  if (config.adminEmail && config.adminPassword) {
    const correo = config.adminEmail.toLowerCase();
    let admin = await s.repos.users.findByCorreo(correo);
    if (!admin) {
      admin = await s.repos.users.insert({
        id: newId(),
        correo,
        passwordHash: await hashPassword(config.adminPassword),
        nombre: 'Administrador',
        apellido: 'Partidos',
        telefono: '+56900000000',
        posicionPrincipal: 'MC',
        nivelHabilidad: 'Intermedio',
        frecuenciaJuego: '1 vez por semana',
        tipoUsuario: 'administrador',
        profileComplete: true,
        clubActivoId: publicClub.id,
      });
      log.info({ correo }, 'platform administrator created');
    } else if (admin.tipoUsuario !== 'administrador' || !admin.profileComplete) {
      await s.repos.users.update(admin.id, { tipoUsuario: 'administrador', profileComplete: true });
    }
    if (admin) await s.repos.clubs.addMember(publicClub.id, admin.id, 'Miembro');
  }
  return { publicClub };
}
