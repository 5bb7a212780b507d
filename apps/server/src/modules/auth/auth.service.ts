import {
  MSG, RESET_TOKEN_TTL_MINUTES, hasRequiredProfile, type AuthResult, type ClubMembershipDto, type CompleteProfileInput, type InvitacionContextoDto,
  type LoginInput, type RegisterBasicInput, type RegisterInput, type UpdateProfileInput, type UserDto,
} from '@partidos/shared';
import type { UserRow, users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors.js';
import { newId, randomToken, sha256 } from '../../lib/ids.js';
import { RATE_RULES, tooManyAttempts, type RateLimiter } from '../../lib/rate-limit.js';
import { profileToColumns } from '../users/profile-columns.js';
import { toUserDto } from '../users/users.mapper.js';
import type { AuthRepository } from './auth.repository.js';
import type { GoogleVerifier } from './google.js';
import type { PasswordHasher } from './password-hash.js';
import type { RequestContext, SessionService } from './sessions.js';

type UserInsert = typeof users.$inferInsert;

/** The users' reads and writes an account needs (services.ts gives it the users module's repository). */
export interface AuthUsers {
  findByCorreo(correo: string): Promise<UserRow | undefined>;
  findByGoogleSub(sub: string): Promise<UserRow | undefined>;
  insert(user: UserInsert): Promise<UserRow | undefined>;
  update(id: string, patch: Partial<Omit<UserInsert, 'id' | 'correo' | 'createdAt'>>): Promise<UserRow | undefined>;
  setPasswordHash(id: string, hash: string): Promise<void>;
}

/** What an account needs of the clubs module (services.ts gives it the clubs' repository). */
export interface AuthClubs {
  membershipsOf(userId: string): Promise<ClubMembershipDto[]>;
  /** the club a login lands on, when the person never picked one: the updated row, or undefined */
  pickActiveClub(userId: string, now: Date): Promise<UserRow | undefined>;
}

export interface AuthDeps {
  users: AuthUsers;
  clubs: AuthClubs;
  repo: AuthRepository;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  /** the password-reset mail goes through the notifications outbox (modules/notifications/account-mails.ts) */
  mails: { resetPassword(usuarioId: string, link: string, expiresAt: Date): Promise<void> };
  google?: GoogleVerifier;
  clock: Clock;
  passwords: PasswordHasher;
  publicUrl: string;
}

/** What an invite link's code opens (the invitations module answers it); null for an unknown code. */
export interface InvitationCodes { contextOf(codigo: string): Promise<InvitacionContextoDto | null> }

export class AuthService {
  private invitationCodes?: InvitationCodes;

  constructor(private d: AuthDeps) {}

  /** The invitations module lets register and complete-profile carry an invite link's code. */
  registerInvitationCodes(codes: InvitationCodes) {
    this.invitationCodes = codes;
  }

  /**
   * The invited person's sign-up sends the link's code: an unknown code is refused before anything is saved; a
   * known one is echoed back with its match and club (valid or not) so the client continues the flow. Nobody is
   * enrolled here: joining happens with POST /partidos/unirse/{codigo} (docs/decisions/0015).
   */
  private async invitation(codigo: string | undefined): Promise<{ invitacion?: InvitacionContextoDto }> {
    if (!codigo) return {};
    const invitacion = await this.invitationCodes?.contextOf(codigo);
    if (!invitacion) throw badRequest('codigoInvitacionNoEncontrado', [{ field: 'codigoInvitacion', message: MSG.codigoInvitacionNoEncontrado }]);
    return { invitacion };
  }

  async userDto(user: UserRow): Promise<UserDto> {
    return toUserDto(user, await this.d.clubs.membershipsOf(user.id));
  }

  private async result(user: UserRow, ctx: RequestContext): Promise<AuthResult> {
    const token = await this.d.sessions.create(user.id, ctx);
    return { token, user: await this.userDto(user), needsProfileCompletion: !user.profileComplete };
  }

  /** Creates the account; a correo already in use answers 409 (the unique index decides, no race). */
  private async createAccount(
    correo: string, password: string, profile: Record<string, unknown>, o: { tipoUsuario?: string; byAdmin?: boolean } = {},
  ): Promise<UserRow> {
    const columns = profileToColumns(profile);
    const now = this.d.clock.now();
    const user = await this.d.users.insert({
      id: newId(),
      correo,
      passwordHash: await this.d.passwords.hash(password),
      authProvider: 'local',
      ...columns,
      profileComplete: hasRequiredProfile(profile),
      // an account an administrador opens has not accepted the privacy policy itself
      politicaAceptadaAt: o.byAdmin ? null : now,
      ...(o.tipoUsuario ? { tipoUsuario: o.tipoUsuario } : {}),
      createdAt: now,
      updatedAt: now,
    });
    if (!user) throw conflict('correoEnUso');
    return user;
  }

  /** POST /admin/users: an administrador opens an account with its password; no session is created. */
  async createAccountByAdmin(correo: string, password: string, profile: Record<string, unknown>, tipoUsuario: string): Promise<UserRow> {
    return this.createAccount(correo, password, profile, { tipoUsuario, byAdmin: true });
  }

  async registerBasic(input: RegisterBasicInput, ctx: RequestContext): Promise<AuthResult> {
    await this.d.rateLimiter.hit(RATE_RULES.register, ctx.ip ?? '?');
    const user = await this.createAccount(input.correo, input.password, {});
    return this.result(user, ctx);
  }

  async register(input: RegisterInput, ctx: RequestContext): Promise<AuthResult> {
    await this.d.rateLimiter.hit(RATE_RULES.register, ctx.ip ?? '?');
    const { correo, password, aceptaPoliticaPrivacidad: _a, codigoInvitacion, ...profile } = input;
    const invitacion = await this.invitation(codigoInvitacion);
    const user = await this.createAccount(correo, password, profile);
    return { ...(await this.result(user, ctx)), ...invitacion };
  }

  async login(input: LoginInput, ctx: RequestContext): Promise<AuthResult> {
    await this.d.rateLimiter.hit(RATE_RULES.loginPerIp, ctx.ip ?? '?');
    // per account and address: guessing one account's password from one place is stopped, and nobody can lock
    // its owner out from elsewhere (docs/decisions/0002)
    const accountKey = `${input.correo}|${ctx.ip ?? '?'}`;
    await this.d.rateLimiter.hit(RATE_RULES.loginPerAccount, accountKey);
    // many addresses guessing one account: past the account's limit only addresses that signed in to it before go on
    if (await this.d.rateLimiter.over(RATE_RULES.loginFailuresPerAccount, input.correo)
      && (await this.d.rateLimiter.count(RATE_RULES.loginKnownAddress, accountKey)) === 0) {
      throw tooManyAttempts();
    }
    const user = await this.d.users.findByCorreo(input.correo);
    const ok = await this.d.passwords.verify(user?.passwordHash, input.password);
    if (!user || !ok) {
      await this.d.rateLimiter.record(RATE_RULES.loginFailuresPerAccount, input.correo);
      if (user && !user.passwordHash && user.authProvider === 'google') throw unauthorized('cuentaGoogleSinPassword');
      throw unauthorized('credencialesInvalidas');
    }
    await this.d.rateLimiter.reset(RATE_RULES.loginPerAccount, accountKey);
    await this.d.rateLimiter.record(RATE_RULES.loginKnownAddress, accountKey);
    return this.result(await this.withActiveClubPicked(user), ctx);
  }

  async logout(sessionId: string) {
    await this.d.sessions.end(sessionId);
  }

  async google(idToken: string, ctx: RequestContext): Promise<AuthResult> {
    if (!this.d.google) throw badRequest('googleNoConfigurado');
    await this.d.rateLimiter.hit(RATE_RULES.loginPerIp, ctx.ip ?? '?');
    const identity = await this.d.google.verify(idToken);
    if (!identity) throw unauthorized('googleInvalido');
    let user = await this.d.users.findByGoogleSub(identity.sub);
    if (!user) {
      const byMail = await this.d.users.findByCorreo(identity.email);
      if (byMail) {
        // Google verified this address, so its owner is the one signing in now. Local addresses are never
        // verified: whoever registered it with a password may not be the owner, so that password and its
        // sessions end here (the owner can set a password again by mail). docs/decisions/0005
        user = await this.d.users.update(byMail.id, {
          googleSub: identity.sub,
          passwordHash: null,
          authProvider: 'google',
          photoUrl: byMail.photoUrl ?? identity.picture ?? null,
        });
        await this.d.sessions.endAllOf(byMail.id);
      } else {
        const now = this.d.clock.now();
        user = await this.d.users.insert({
          id: newId(),
          correo: identity.email,
          googleSub: identity.sub,
          authProvider: 'google',
          nombre: identity.givenName?.slice(0, 50) ?? null,
          apellido: identity.familyName?.slice(0, 50) ?? null,
          photoUrl: identity.picture ?? null,
          createdAt: now,
          updatedAt: now,
        });
        user ??= await this.d.users.findByGoogleSub(identity.sub); // lost a race with a twin request
      }
    }
    if (!user) throw new AppError('INTERNAL', 'errorInterno');
    return this.result(await this.withActiveClubPicked(user), ctx);
  }

  /** A login lands on the club of the person's next match unless they picked one (ClubsRepository.pickActiveClub). */
  private async withActiveClubPicked(user: UserRow): Promise<UserRow> {
    if (user.clubActivoElegido && user.clubActivoId) return user;
    return (await this.d.clubs.pickActiveClub(user.id, this.d.clock.now())) ?? user;
  }

  /** GET /auth/me, on every page load of the app. */
  async me(user: UserRow): Promise<UserDto> {
    return toUserDto(user, await this.d.clubs.membershipsOf(user.id));
  }

  async completeProfile(user: UserRow, input: CompleteProfileInput): Promise<UserDto & { invitacion?: InvitacionContextoDto }> {
    const { codigoInvitacion, ...profile } = input;
    const invitacion = await this.invitation(codigoInvitacion);
    const updated = await this.d.users.update(user.id, { ...profileToColumns(profile), profileComplete: true });
    return { ...(await this.userDto(updated!)), ...invitacion };
  }

  async updateProfile(user: UserRow, input: UpdateProfileInput): Promise<UserDto> {
    const { correo: _readOnly, ...profile } = input;
    const columns = profileToColumns(profile);
    const merged = { ...user, ...columns };
    const profileComplete = hasRequiredProfile({
      nombre: merged.nombre, apellido: merged.apellido, telefono: merged.telefono,
      posicion_principal: merged.posicionPrincipal, nivel_habilidad: merged.nivelHabilidad, frecuencia_juego: merged.frecuenciaJuego,
    });
    // the memberships first, while they are kept (the edit's notice drops what is kept for the user; a profile edit
    // changes no membership): on the embedded database the edit then takes one turn of its one connection, not two
    const memberships = await this.d.clubs.membershipsOf(user.id);
    const updated = await this.d.users.update(user.id, { ...columns, profileComplete });
    return toUserDto(updated!, memberships);
  }

  /** Ends every other session: a stolen session stops working once the owner changes the password. */
  async changePassword(user: UserRow, sessionId: string, currentPassword: string, newPassword: string) {
    if (!(await this.d.passwords.verify(user.passwordHash, currentPassword))) {
      throw badRequest('passwordActualIncorrecta', [{ field: 'currentPassword', message: MSG.passwordActualIncorrecta }]);
    }
    await this.d.users.setPasswordHash(user.id, await this.d.passwords.hash(newPassword));
    await this.d.sessions.endAllOf(user.id, sessionId);
  }

  /** Same answer whether or not the correo exists; the mail carries a single-use link valid one hour. */
  async forgotPassword(correo: string, ctx: RequestContext) {
    await this.d.rateLimiter.hit(RATE_RULES.forgotPerIp, ctx.ip ?? '?');
    await this.d.rateLimiter.hit(RATE_RULES.forgotPerAccount, correo);
    const user = await this.d.users.findByCorreo(correo);
    if (!user) return;
    const now = this.d.clock.now();
    const token = randomToken(32);
    const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000);
    await this.d.repo.invalidateResetTokensOf(user.id, now);
    await this.d.repo.insertResetToken({ id: newId(), userId: user.id, tokenHash: sha256(token), expiresAt, createdAt: now });
    // queued, then sent without the answer waiting for SMTP: it takes as long whether or not the correo has an account
    await this.d.mails.resetPassword(user.id, `${this.d.publicUrl}/reset-password/${token}`, expiresAt);
  }

  async checkResetToken(token: string): Promise<boolean> {
    return !!(await this.d.repo.findLiveResetToken(sha256(token), this.d.clock.now()));
  }

  /** Consumes the token atomically, sets the password and ends every session of the account. */
  async resetPassword(token: string, newPassword: string, ctx: RequestContext) {
    await this.d.rateLimiter.hit(RATE_RULES.resetPerIp, ctx.ip ?? '?');
    const passwordHash = await this.d.passwords.hash(newPassword);
    const userId = await this.d.repo.consumeResetToken(sha256(token), this.d.clock.now());
    if (!userId) throw badRequest('enlaceInvalido');
    await this.d.users.setPasswordHash(userId, passwordHash);
    await this.d.sessions.endAllOf(userId);
  }

  async purgeExpired() {
    const now = this.d.clock.now();
    await this.d.sessions.purgeExpired();
    await this.d.repo.purgeResetTokens(now);
  }
}
