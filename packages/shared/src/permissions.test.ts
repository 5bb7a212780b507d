import { describe, expect, it } from 'vitest';
import type { RolClub, TipoUsuario } from './enums.js';
import {
  canManageClub, canOwnClub, canSeeInviteCode, canSeeLugaresMenu, canSeePrivateInfo, canViewClub, clubLevel, contactAccessOf,
  globalLevel, isAdmin, isContactShown, isPlatformModerator,
} from './permissions.js';

const usuario = { tipo_usuario: 'usuario' as TipoUsuario };
const moderadorPlataforma = { tipo_usuario: 'moderador' as TipoUsuario };
const administrador = { tipo_usuario: 'administrador' as TipoUsuario };
const ROLES: (RolClub | null)[] = ['Creador', 'Moderador', 'Miembro', null];

describe('platform roles', () => {
  it('orders usuario < moderador < administrador', () => {
    expect(globalLevel('usuario')).toBe(1);
    expect(globalLevel('moderador')).toBe(2);
    expect(globalLevel('administrador')).toBe(3);
  });

  it('counts a platform administrador as 4 in club view, above the Creador', () => {
    expect(clubLevel(administrador, 'Miembro')).toBe(4);
    expect(clubLevel(usuario, 'Creador')).toBe(3);
    expect(clubLevel(usuario, 'Moderador')).toBe(2);
    expect(clubLevel(usuario, 'Miembro')).toBe(1);
    expect(clubLevel(usuario, null)).toBe(0);
  });

  it('treats a missing actor as neither administrador nor moderador', () => {
    expect(isAdmin(null)).toBe(false);
    expect(isPlatformModerator(undefined)).toBe(false);
    expect(isPlatformModerator(moderadorPlataforma)).toBe(true);
    expect(isPlatformModerator(administrador)).toBe(true);
  });
});

describe('canManageClub ("Tengo permisos")', () => {
  it('is true for a club Creador or Moderador', () => {
    expect(canManageClub(usuario, 'Creador')).toBe(true);
    expect(canManageClub(usuario, 'Moderador')).toBe(true);
  });

  it('is false for a Miembro and for someone outside the club', () => {
    expect(canManageClub(usuario, 'Miembro')).toBe(false);
    expect(canManageClub(usuario, null)).toBe(false);
    expect(canManageClub(usuario, undefined)).toBe(false);
  });

  it('is true for a platform administrador in any club, even without a role', () => {
    for (const rol of ROLES) expect(canManageClub(administrador, rol)).toBe(true);
  });

  it('gives a platform moderador no club power by itself', () => {
    expect(canManageClub(moderadorPlataforma, 'Miembro')).toBe(false);
    expect(canManageClub(moderadorPlataforma, null)).toBe(false);
  });

  it('decides who sees private member info the same way', () => {
    for (const actor of [usuario, moderadorPlataforma, administrador]) {
      for (const rol of ROLES) expect(canSeePrivateInfo(actor, rol)).toBe(canManageClub(actor, rol));
    }
  });
});

describe('canOwnClub (least privilege for roles, expel, settings, code)', () => {
  it('is true only for the Creador and a platform administrador', () => {
    expect(canOwnClub(usuario, 'Creador')).toBe(true);
    expect(canOwnClub(administrador, 'Miembro')).toBe(true);
    expect(canOwnClub(administrador, null)).toBe(true);
  });

  it('is false for a club Moderador, a Miembro and a platform moderador', () => {
    expect(canOwnClub(usuario, 'Moderador')).toBe(false);
    expect(canOwnClub(usuario, 'Miembro')).toBe(false);
    expect(canOwnClub(moderadorPlataforma, 'Moderador')).toBe(false);
  });
});

describe('canSeeLugaresMenu (platform moderador or administrador, or club Creador)', () => {
  it('shows Lugares to a platform moderador or administrador whatever the club role', () => {
    for (const rol of ROLES) {
      expect(canSeeLugaresMenu(moderadorPlataforma, rol)).toBe(true);
      expect(canSeeLugaresMenu(administrador, rol)).toBe(true);
    }
  });

  it('shows Lugares to a plain usuario only when they are the club Creador', () => {
    expect(canSeeLugaresMenu(usuario, 'Creador')).toBe(true);
    expect(canSeeLugaresMenu(usuario, 'Moderador')).toBe(false);
    expect(canSeeLugaresMenu(usuario, 'Miembro')).toBe(false);
    expect(canSeeLugaresMenu(usuario, null)).toBe(false);
  });
});

describe('canViewClub (members and administradores see a club; others get 404)', () => {
  it('is true for every club role and for a platform administrador without one', () => {
    for (const rol of ['Creador', 'Moderador', 'Miembro'] as const) expect(canViewClub(usuario, rol)).toBe(true);
    expect(canViewClub(administrador, null)).toBe(true);
  });

  it('is false for someone outside the club, even a platform moderador', () => {
    expect(canViewClub(usuario, null)).toBe(false);
    expect(canViewClub(moderadorPlataforma, undefined)).toBe(false);
  });
});

describe('canSeeInviteCode (usuarios_pueden_invitar decides for plain members)', () => {
  it('shows the code to every member while members may invite', () => {
    for (const rol of ['Creador', 'Moderador', 'Miembro'] as const) expect(canSeeInviteCode(usuario, rol, true)).toBe(true);
  });

  it('hides it from a Miembro when members may not invite, but not from those who manage the club', () => {
    expect(canSeeInviteCode(usuario, 'Miembro', false)).toBe(false);
    expect(canSeeInviteCode(usuario, 'Moderador', false)).toBe(true);
    expect(canSeeInviteCode(usuario, 'Creador', false)).toBe(true);
    expect(canSeeInviteCode(administrador, null, false)).toBe(true);
  });

  it('never shows it to someone outside the club', () => {
    expect(canSeeInviteCode(usuario, null, true)).toBe(false);
  });
});

describe('contactAccessOf (the public community club alone gives no contact data)', () => {
  it('always for oneself and an administrador, even sharing no club other than the public one', () => {
    expect(contactAccessOf(usuario, true, [])).toBe('always');
    expect(contactAccessOf(administrador, false, [])).toBe('always');
  });

  it('never for anyone else without a shared club other than the public one, a platform moderador included', () => {
    expect(contactAccessOf(usuario, false, [])).toBe('never');
    expect(contactAccessOf(moderadorPlataforma, false, [null, undefined])).toBe('never');
  });

  it('always for the Creador or Moderador of a shared club, else as the person chooses', () => {
    expect(contactAccessOf(usuario, false, ['Miembro', 'Moderador'])).toBe('always');
    expect(contactAccessOf(usuario, false, ['Creador'])).toBe('always');
    expect(contactAccessOf(usuario, false, ['Miembro'])).toBe('if_shown');
  });

  it('shows a field when always, or when the person shows it and the viewer may see it then', () => {
    expect(isContactShown('always', false)).toBe(true);
    expect(isContactShown('if_shown', true)).toBe(true);
    expect(isContactShown('if_shown', false)).toBe(false);
    expect(isContactShown('never', true)).toBe(false);
  });
});
