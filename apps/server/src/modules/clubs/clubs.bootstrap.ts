import type { ClubsRepository } from './clubs.repository.js';
import { generateInviteCode } from './invite-code.js';
import { newId } from '../../lib/ids.js';

export const PUBLIC_CLUB = {
  nombre: 'Comunidad Partidos',
  tipo: 'Club',
  descripcion: 'La comunidad abierta de Partidos: encuentra jugadores y partidos en todo Chile.',
} as const;

/** Start-up creates the one public community club if it does not exist; safe to run concurrently. */
export async function ensurePublicClub(repo: ClubsRepository) {
  const existing = await repo.findPublic();
  if (existing) return existing;
  await repo.insertClub({
    id: newId(),
    ...PUBLIC_CLUB,
    codigoInvitacion: generateInviteCode(),
    esPublico: true,
    requiereAprobacionIngreso: false,
    permitirCreacionPartidosPublicos: true,
    usuariosPuedenInvitar: true,
  });
  return (await repo.findPublic())!;
}
