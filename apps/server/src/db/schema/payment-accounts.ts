import { char, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.js';

/** Where players transfer their share (docs/product/payments.md "Payment accounts"). */
export const clubPaymentAccounts = pgTable(
  'club_payment_accounts',
  {
    id: char('id', { length: 24 }).primaryKey(),
    clubId: char('club_id', { length: 24 }).notNull().references(() => clubs.id, { onDelete: 'cascade' }),
    alias: varchar('alias', { length: 60 }),
    nombreTitular: varchar('nombre_titular', { length: 100 }).notNull(),
    rutTitular: varchar('rut_titular', { length: 12 }).notNull(),
    nombreBanco: varchar('nombre_banco', { length: 60 }).notNull(),
    tipoCuenta: varchar('tipo_cuenta', { length: 20 }).notNull(),
    numeroCuenta: varchar('numero_cuenta', { length: 30 }).notNull(),
    correoElectronico: varchar('correo_electronico', { length: 254 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('club_payment_accounts_club_id_idx').on(t.clubId, t.createdAt)],
);

export type PaymentAccountRow = typeof clubPaymentAccounts.$inferSelect;
