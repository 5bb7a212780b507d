// Fixtures for the browser journeys (apps/web/e2e) that the API cannot create: a match already under way. The
// e2e server runs with JOBS_INTERVAL_MS=0, so no match ever starts by itself, and the API refuses past start
// times. playwright.config.ts runs this before the server starts (PGlite admits one process); it is a no-op on a
// database that already has the fixture.
import { eq, inArray, sql } from 'drizzle-orm';
import { maxAsistentesPorDefecto, montoPorJugador } from '@partidos/shared';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { pagosJugadores, partidoAsistentes, partidos, users } from '../src/db/schema/index.js';
import { lockDataDir } from '../src/lib/data-dir-lock.js';
import { newId } from '../src/lib/ids.js';
import { dayIn, timeIn } from '../src/lib/match-time.js';
import { hashPassword } from '../src/modules/auth/password-hash.js';
import { ensurePublicClub } from '../src/modules/clubs/clubs.bootstrap.js';
import { ClubsRepository } from '../src/modules/clubs/clubs.repository.js';
import { generateInviteCode } from '../src/modules/clubs/invite-code.js';
import { PaymentAccountsRepository } from '../src/modules/clubs/payment-accounts.repository.js';
import { UsersRepository } from '../src/modules/users/users.repository.js';
import { VenuesRepository } from '../src/modules/venues/venues.repository.js';

/**
 * The MVP and statistics journeys' club: its creator and two players, all enrolled in a 5 vs 5 match that started
 * 30 minutes ago, and in one finished a week ago (3-1, MVP Javiera) so the statistics have a result and an MVP.
 */
const E2E_MVP_FIXTURE = {
  club: 'Club MVP E2E',
  password: 'Secreto123',
  players: [
    { correo: 'mvp.camila@e2e.partidos.cl', nombre: 'Camila', apellido: 'Rojas', posicion: 'MC' },
    { correo: 'mvp.matias@e2e.partidos.cl', nombre: 'Matías', apellido: 'González', posicion: 'DC' },
    { correo: 'mvp.javiera@e2e.partidos.cl', nombre: 'Javiera', apellido: 'Muñoz', posicion: 'POR' },
  ],
} as const;

async function main() {
  const config = loadConfig();
  const embedded = !/^postgres(ql)?:\/\//.test(config.databaseUrl);
  const unlock = embedded ? lockDataDir(config.dataDir) : () => {};
  const database = await openDatabase(config.databaseUrl);
  try {
    const db = database.db;
    const first = E2E_MVP_FIXTURE.players[0].correo;
    if ((await db.select({ id: users.id }).from(users).where(eq(users.correo, first))).length) return;
    const usersRepo = new UsersRepository(db);
    const clubsRepo = new ClubsRepository(db);
    const publicClub = await ensurePublicClub(clubsRepo);
    const passwordHash = await hashPassword(E2E_MVP_FIXTURE.password);
    const clubId = newId();
    const ids = E2E_MVP_FIXTURE.players.map(() => newId());
    for (const [i, p] of E2E_MVP_FIXTURE.players.entries()) {
      await usersRepo.insert({
        id: ids[i]!, passwordHash, profileComplete: true, correo: p.correo, nombre: p.nombre, apellido: p.apellido,
        telefono: `+5698765432${i}`, posicionPrincipal: p.posicion, nivelHabilidad: 'Intermedio', frecuenciaJuego: '1 vez por semana',
      });
      await clubsRepo.addMember(publicClub.id, ids[i]!, 'Miembro');
    }
    await clubsRepo.insertClub({
      id: clubId, nombre: E2E_MVP_FIXTURE.club, tipo: 'Grupo de Amigos', descripcion: 'Club de las pruebas de votación MVP.',
      codigoInvitacion: generateInviteCode(), creadorId: ids[0]!, requiereAprobacionIngreso: false,
    });
    for (const [i, id] of ids.entries()) {
      await clubsRepo.addMember(clubId, id, i === 0 ? 'Creador' : 'Miembro');
      await usersRepo.update(id, { clubActivoId: clubId });
    }
    const cuenta = await new PaymentAccountsRepository(db).insert({
      id: newId(), clubId, alias: 'Cuenta MVP', nombreTitular: 'Camila Rojas', rutTitular: '12.345.678-5', nombreBanco: 'BancoEstado',
      tipoCuenta: 'Cuenta Vista/RUT', numeroCuenta: '12345678', correoElectronico: first,
    });
    const lugar = await new VenuesRepository(db).insert({
      id: newId(), clubId, creadorId: ids[0]!, nombre: 'Cancha MVP', direccion: 'Av. Grecia 2001, Ñuñoa', telefono: '+56222384500',
      cancha: null, sitioWeb: null, notas: null, lat: null, lng: null, estadoValidacion: 'Pendiente', notasValidacion: null,
    });
    // started on the last quarter hour at least 30 minutes ago; the journey takes far less than the 90 minutes
    const inicio = new Date(Math.floor((Date.now() - 30 * 60_000) / 900_000) * 900_000);
    const max = maxAsistentesPorDefecto('5v5');
    const monto = montoPorJugador({ monto_arriendo: 30000, tiene_rival_externo: false, costo_dividido_con_rival: false, monto_equipo_local: null, max_asistentes: max });
    const partidoId = newId();
    await db.insert(partidos).values({
      id: partidoId, clubId, creadorId: ids[0]!, fecha: dayIn(inicio, config.timezone), horaPartido: timeIn(inicio, config.timezone), inicio,
      duracion: 90, estadoPartido: 'En curso', tipoPartido: '5v5', maxAsistentes: max, ocupados: ids.length,
      lugarId: lugar.id, canchaNumero: 1, montoArriendo: 30000, cuentaPagoId: cuenta.id, equiposGenerados: true,
      montoPorJugador: monto,
    });
    await db.insert(partidoAsistentes).values(ids.map((usuarioId, i) => ({ partidoId, usuarioId, confirmado: true, equipo: i % 2 === 0 ? 'equipo_a' : 'equipo_b' })));
    // as a sign-up would: each player owes a share
    await db.insert(pagosJugadores).values(ids.map((usuarioId) => ({ id: newId(), partidoId, usuarioId, clubId, monto, estado: 'Pendiente' })));

    const jugado = new Date(inicio.getTime() - 7 * 86_400_000);
    const finalizadoId = newId();
    await db.insert(partidos).values({
      id: finalizadoId, clubId, creadorId: ids[0]!, fecha: dayIn(jugado, config.timezone), horaPartido: timeIn(jugado, config.timezone), inicio: jugado,
      duracion: 90, estadoPartido: 'Finalizado', tipoPartido: '5v5', maxAsistentes: max, ocupados: ids.length, lugarId: lugar.id, canchaNumero: 1,
      montoArriendo: 30000, cuentaPagoId: cuenta.id, montoPorJugador: monto, equiposGenerados: true, golesA: 3, golesB: 1, mvpId: ids[2]!,
      contadoresAplicados: true,
    });
    await db.insert(partidoAsistentes).values(ids.map((usuarioId, i) => ({
      partidoId: finalizadoId, usuarioId, confirmado: true, equipo: i % 2 === 0 ? 'equipo_a' : 'equipo_b', esMvp: i === 2,
    })));
    // the counters the lifecycle job would have applied
    await db.update(users).set({ partidosJugados: sql`${users.partidosJugados} + 1`, rachaAsistencia: 1, rachaMaxima: 1 }).where(inArray(users.id, ids));
    await db.update(users).set({ mvpCount: 1, lastMvpDate: jugado }).where(eq(users.id, ids[2]!));
  } finally {
    await database.close();
    unlock();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
