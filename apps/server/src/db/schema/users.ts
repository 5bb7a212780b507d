import { sql } from 'drizzle-orm';
import { boolean, char, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: char('id', { length: 24 }).primaryKey(),
    correo: varchar('correo', { length: 254 }).notNull(),
    passwordHash: text('password_hash'),
    googleSub: varchar('google_sub', { length: 64 }),
    authProvider: varchar('auth_provider', { length: 16 }).notNull().default('local'),
    nombre: varchar('nombre', { length: 50 }),
    apellido: varchar('apellido', { length: 50 }),
    apodo: varchar('apodo', { length: 50 }),
    telefono: varchar('telefono', { length: 20 }),
    posicionPrincipal: varchar('posicion_principal', { length: 3 }),
    posicionSecundaria: varchar('posicion_secundaria', { length: 3 }),
    nivelHabilidad: varchar('nivel_habilidad', { length: 16 }),
    frecuenciaJuego: varchar('frecuencia_juego', { length: 24 }),
    pieDominante: varchar('pie_dominante', { length: 12 }),
    estaturaCm: integer('estatura_cm'),
    pesoKg: integer('peso_kg'),
    tallaBotin: numeric('talla_botin', { precision: 4, scale: 1, mode: 'number' }),
    fechaNacimiento: date('fecha_nacimiento', { mode: 'string' }),
    bio: varchar('bio', { length: 500 }),
    mostrarCorreo: boolean('mostrar_correo').notNull().default(true),
    mostrarTelefono: boolean('mostrar_telefono').notNull().default(true),
    mostrarInfoFisica: boolean('mostrar_info_fisica').notNull().default(true),
    photoUrl: text('photo_url'),
    tipoUsuario: varchar('tipo_usuario', { length: 16 }).notNull().default('usuario'),
    profileComplete: boolean('profile_complete').notNull().default(false),
    clubActivoId: char('club_activo_id', { length: 24 }),
    /** the person picked the active club (or created it): logins and approvals no longer pick one for them */
    clubActivoElegido: boolean('club_activo_elegido').notNull().default(false),
    partidosJugados: integer('partidos_jugados').notNull().default(0),
    mvpCount: integer('mvp_count').notNull().default(0),
    rachaAsistencia: integer('racha_asistencia').notNull().default(0),
    /** the longest attendance streak ever: streak achievements stay unlocked when the streak resets */
    rachaMaxima: integer('racha_maxima').notNull().default(0),
    lastMvpDate: timestamp('last_mvp_date', { withTimezone: true }),
    politicaAceptadaAt: timestamp('politica_aceptada_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // correo is unique case-insensitively; it is stored lowercased and the index guards hand-made rows too
    uniqueIndex('users_correo_lower_idx').on(sql`lower(${t.correo})`),
    uniqueIndex('users_google_sub_idx').on(t.googleSub),
    index('users_tipo_usuario_idx').on(t.tipoUsuario),
  ],
);

export type UserRow = typeof users.$inferSelect;
