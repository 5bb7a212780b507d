// Accounts for the browser journeys of issue 8 (apps/web/e2e/club-fixture.ts): a club, its venue and payment account,
// and three players. The suite's sign-ups already exceed the server's limit per address (20 an hour, RATE_RULES), so
// these journeys sign nobody up. playwright.config.ts runs this before the server starts (PGlite admits one
// process); it is a no-op on a database that already has the fixture. Matches are created through the API.
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';
import { lockDataDir } from '../src/lib/data-dir-lock.js';
import { newId } from '../src/lib/ids.js';
import { hashPassword } from '../src/modules/auth/password-hash.js';
import { ensurePublicClub } from '../src/modules/clubs/clubs.bootstrap.js';
import { ClubsRepository } from '../src/modules/clubs/clubs.repository.js';
import { generateInviteCode } from '../src/modules/clubs/invite-code.js';
import { PaymentAccountsRepository } from '../src/modules/clubs/payment-accounts.repository.js';
import { UsersRepository } from '../src/modules/users/users.repository.js';
import { VenuesRepository } from '../src/modules/venues/venues.repository.js';

/** 'Club MVP E2E': Camila is its Creador, Matías and Javiera are members. */
const CLUB_FIXTURE = {
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
    const first = CLUB_FIXTURE.players[0].correo;
    if ((await db.select({ id: users.id }).from(users).where(eq(users.correo, first))).length) return;
    const usersRepo = new UsersRepository(db);
    const clubsRepo = new ClubsRepository(db);
    const publicClub = await ensurePublicClub(clubsRepo);
    const passwordHash = await hashPassword(CLUB_FIXTURE.password);
    const clubId = newId();
    const ids = CLUB_FIXTURE.players.map(() => newId());
    for (const [i, p] of CLUB_FIXTURE.players.entries()) {
      await usersRepo.insert({
        id: ids[i]!, passwordHash, profileComplete: true, correo: p.correo, nombre: p.nombre, apellido: p.apellido,
        telefono: `+5698765432${i}`, posicionPrincipal: p.posicion, nivelHabilidad: 'Intermedio', frecuenciaJuego: '1 vez por semana',
      });
      await clubsRepo.addMember(publicClub.id, ids[i]!, 'Miembro');
    }
    await clubsRepo.insertClub({
      id: clubId, nombre: CLUB_FIXTURE.club, tipo: 'Grupo de Amigos', descripcion: 'Club de las pruebas de votación MVP.',
      codigoInvitacion: generateInviteCode(), creadorId: ids[0]!, requiereAprobacionIngreso: false,
    });
    for (const [i, id] of ids.entries()) {
      await clubsRepo.addMember(clubId, id, i === 0 ? 'Creador' : 'Miembro');
      await usersRepo.update(id, { clubActivoId: clubId });
    }
    await new PaymentAccountsRepository(db).insert({
      id: newId(), clubId, alias: 'Cuenta MVP', nombreTitular: 'Camila Rojas', rutTitular: '12.345.678-5', nombreBanco: 'BancoEstado',
      tipoCuenta: 'Cuenta Vista/RUT', numeroCuenta: '12345678', correoElectronico: first,
    });
    await new VenuesRepository(db).insert({
      id: newId(), clubId, creadorId: ids[0]!, nombre: 'Cancha MVP', direccion: 'Av. Grecia 2001, Ñuñoa', telefono: '+56222384500',
      cancha: null, sitioWeb: null, notas: null, lat: null, lng: null, estadoValidacion: 'Pendiente', notasValidacion: null,
    });
  } finally {
    await database.close();
    unlock();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
