import { describe, expect, it } from 'vitest';
import {
  adminActiveClubSchema, adminPartidosQuerySchema, adminUpdateUserSchema, adminUserClubsSchema, adminUsersQuerySchema,
} from './schemas.js';

const A = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const PERFIL = { nombre: 'ana', apellido: 'soto', telefono: '+56 9 1234 5678', posicion_principal: 'DC', nivel_habilidad: 'Avanzado', frecuencia_juego: 'Diario' };

describe('adminUserClubsSchema', () => {
  it('defaults the role to Miembro and takes the club as an id or as the object the list returned', () => {
    expect(adminUserClubsSchema.parse({ clubes: [{ club_id: A }, { club_id: { _id: B, nombre: 'x' }, rol: 'Moderador' }] })).toEqual({
      clubes: [{ club_id: A, rol: 'Miembro' }, { club_id: B, rol: 'Moderador' }],
    });
  });

  it("refuses a club twice with the spec's message, on the repeated entry", () => {
    const r = adminUserClubsSchema.safeParse({ clubes: [{ club_id: A }, { club_id: A, rol: 'Moderador' }] });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toEqual([expect.objectContaining({ message: 'El usuario ya pertenece a este club', path: ['clubes', 1, 'club_id'] })]);
  });
});

describe('adminUpdateUserSchema', () => {
  it('requires the six fields and clears optional ones sent empty or null', () => {
    expect(adminUpdateUserSchema.parse({ ...PERFIL, apodo: '', bio: null, correo: 'x@y.cl' })).toMatchObject({
      nombre: 'Ana', apellido: 'Soto', telefono: '+56912345678', apodo: null, bio: null,
    });
    expect(adminUpdateUserSchema.safeParse({ ...PERFIL, telefono: '' }).error?.issues[0]?.message).toBe('Ingresa tu teléfono');
  });
});

describe('query strings', () => {
  it('reads club_activo_id or club_id as the club filter, 20 a page capped at 100', () => {
    expect(adminUsersQuerySchema.parse({ club_activo_id: A, limit: '500', search: '' })).toEqual({ page: 1, limit: 100, club_id: A });
    expect(adminUsersQuerySchema.parse({ club_id: B })).toMatchObject({ limit: 20, club_id: B });
  });

  it('reads tiene_rival_externo as a boolean', () => {
    expect(adminPartidosQuerySchema.parse({ tiene_rival_externo: 'false' })).toMatchObject({ tiene_rival_externo: false });
    expect(adminPartidosQuerySchema.parse({})).not.toHaveProperty('tiene_rival_externo');
    expect(adminPartidosQuerySchema.safeParse({ tiene_rival_externo: 'si' }).success).toBe(false);
  });

  it('takes the active club as club_activo_id or club_id', () => {
    expect(adminActiveClubSchema.parse({ club_id: A })).toEqual({ club_activo_id: A });
    expect(adminActiveClubSchema.parse({ club_activo_id: B })).toEqual({ club_activo_id: B });
  });
});
