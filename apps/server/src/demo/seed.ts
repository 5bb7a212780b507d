import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { lockDataDir } from '../lib/data-dir-lock.js';
import { newId } from '../lib/ids.js';
import { hashPassword } from '../modules/auth/password-hash.js';
import { ClubsRepository } from '../modules/clubs/clubs.repository.js';
import { PaymentAccountsRepository } from '../modules/clubs/payment-accounts.repository.js';
import { ensurePublicClub } from '../modules/clubs/clubs.bootstrap.js';
import { generateInviteCode } from '../modules/clubs/invite-code.js';
import { UsersRepository } from '../modules/users/users.repository.js';
import { VenuesRepository } from '../modules/venues/venues.repository.js';
import { seedDemoMatches } from './matches.js';
import { seedDemoMonthlyVotes } from './votes.js';
import { DEMO_ADMIN, DEMO_CLUBS, DEMO_PASSWORD, DEMO_PLAYERS } from './data.js';

/** `npm run demo`: fills an empty database with believable Chilean demo data and prints the logins. */
async function main() {
  const config = loadConfig();
  const embedded = !/^postgres(ql)?:\/\//.test(config.databaseUrl);
  const unlock = embedded ? await lockDataDir(config.dataDir) : () => {};
  const database = await openDatabase(config.databaseUrl);
  try {
    const usersRepo = new UsersRepository(database.db);
    const clubsRepo = new ClubsRepository(database.db);
    const accountsRepo = new PaymentAccountsRepository(database.db);
    const venuesRepo = new VenuesRepository(database.db);
    const publicClub = await ensurePublicClub(clubsRepo);
    const [{ n }] = (await database.db.select({ n: sql<number>`count(*)::int` }).from(users)) as [{ n: number }];
    if (n > 1) {
      console.log(`La base de datos ya tiene ${n} usuarios: no se agregan datos de demostración.`);
      printLogins();
      return;
    }
    const hash = await hashPassword(DEMO_PASSWORD);
    const ids: string[] = [];
    for (const p of DEMO_PLAYERS) {
      const id = newId();
      ids.push(id);
      await usersRepo.insert({ id, passwordHash: hash, profileComplete: true, ...p });
      await clubsRepo.addMember(publicClub.id, id, 'Miembro');
    }
    const adminId = newId();
    await usersRepo.insert({ id: adminId, passwordHash: hash, profileComplete: true, ...DEMO_ADMIN });
    await clubsRepo.addMember(publicClub.id, adminId, 'Miembro');
    for (const c of DEMO_CLUBS) {
      const clubId = newId();
      await clubsRepo.insertClub({
        id: clubId, nombre: c.nombre, tipo: c.tipo, descripcion: c.descripcion, codigoInvitacion: generateInviteCode(),
        creadorId: ids[c.creador]!, requiereAprobacionIngreso: c.requiereAprobacion,
      });
      for (const [idx, rol] of c.miembros) await clubsRepo.addMember(clubId, ids[idx]!, rol);
      const cuenta = await accountsRepo.insert({ id: newId(), clubId, ...c.cuenta });
      const lugarIds: string[] = [];
      for (const l of c.lugares) {
        const validado = l.estadoValidacion === 'Validado';
        const lugar = await venuesRepo.insert({
          id: newId(), clubId, creadorId: ids[c.creador]!, ...l,
          validadoPorId: validado ? adminId : null, fechaValidacion: validado ? new Date() : null,
        });
        lugarIds.push(lugar.id);
      }
      await seedDemoMatches(database.db, {
        clubId, creadorId: ids[c.creador]!, lugarId: lugarIds[0]!, cuentaId: cuenta.id, timezone: config.timezone,
        memberIds: c.miembros.map(([idx]) => ids[idx]!),
      });
      await seedDemoMonthlyVotes(database.db, { memberIds: c.miembros.map(([idx]) => ids[idx]!), timezone: config.timezone });
      await usersRepo.update(ids[c.creador]!, { clubActivoId: clubId });
    }
    console.log(`Datos de demostración creados: ${DEMO_PLAYERS.length} jugadores, ${DEMO_CLUBS.length} clubes con lugares y partidos.`);
    printLogins();
  } finally {
    await database.close();
    unlock();
  }
}

function printLogins() {
  console.log('\nCuentas de demostración (contraseña para todas: %s):', DEMO_PASSWORD);
  for (const p of DEMO_PLAYERS.slice(0, 4)) console.log(`  ${p.correo.padEnd(34)} ${p.nombre} ${p.apellido}`);
  console.log(`  ${DEMO_ADMIN.correo.padEnd(34)} ${DEMO_ADMIN.nombre} ${DEMO_ADMIN.apellido} (administrador)`);
  console.log('');
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
