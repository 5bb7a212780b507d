import {
  canManageClub, canViewClub, type PaymentAccountDto, type PaymentAccountInput,
} from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { isId, newId } from '../../lib/ids.js';
import type { ClubAccess } from './club-access.js';
import { toPaymentAccount } from './clubs.mapper.js';
import type { ClubsStore } from './clubs.store.js';
import type { PaymentAccountValues } from './payment-accounts.repository.js';

const columnsOf = (input: PaymentAccountInput): PaymentAccountValues => ({
  alias: input.alias ?? null,
  nombreTitular: input.nombre_titular,
  rutTitular: input.rut_titular,
  nombreBanco: input.nombre_banco,
  tipoCuenta: input.tipo_cuenta,
  numeroCuenta: input.numero_cuenta,
  correoElectronico: input.correo_electronico ?? null,
});

/** Where players transfer their share. Members read them; Creador, Moderador and administrador manage them. */
export class PaymentAccountsService {
  constructor(private store: ClubsStore, private access: ClubAccess, private clock: Clock) {}

  async list(user: UserRow, clubId: string): Promise<PaymentAccountDto[]> {
    const { club } = await this.access.require(user, clubId, canViewClub);
    return (await this.store.accounts.listOf(club.id)).map(toPaymentAccount);
  }

  async create(user: UserRow, clubId: string, input: PaymentAccountInput): Promise<PaymentAccountDto> {
    const { club } = await this.access.require(user, clubId, canManageClub);
    const now = this.clock.now();
    const row = await this.store.accounts.insert({ id: newId(), clubId: club.id, ...columnsOf(input), createdAt: now, updatedAt: now });
    return toPaymentAccount(row);
  }

  /** The edit modal sends the whole account: absent optional fields are cleared. */
  async update(user: UserRow, clubId: string, accountId: string, input: PaymentAccountInput): Promise<PaymentAccountDto> {
    const { club } = await this.access.require(user, clubId, canManageClub);
    const row = isId(accountId) ? await this.store.accounts.update(accountId, club.id, columnsOf(input), this.clock.now()) : undefined;
    if (!row) throw notFound('cuentaPagoNoEncontrada');
    return toPaymentAccount(row);
  }

  async remove(user: UserRow, clubId: string, accountId: string): Promise<void> {
    const { club } = await this.access.require(user, clubId, canManageClub);
    const deleted = isId(accountId) && (await this.store.accounts.delete(accountId, club.id));
    if (!deleted) throw notFound('cuentaPagoNoEncontrada');
  }
}
