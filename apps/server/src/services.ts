import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Clock } from './lib/clock.js';
import { generateInviteCode } from './modules/clubs/invite-code.js';
import { passwordHasher, type PasswordCost } from './modules/auth/password-hash.js';
import { Mailer } from './lib/mailer.js';
import { DomainEvents } from './lib/events.js';
import { SeriesRepository } from './modules/series/series.repository.js';
import { SeriesService } from './modules/series/series.service.js';
import { AttendanceService } from './modules/matches/attendance.service.js';
import { NotificationsRepository } from './modules/notifications/notifications.repository.js';
import { NotificationsWriter } from './modules/notifications/notifications.writer.js';
import { NotificationsService } from './modules/notifications/notifications.service.js';
import { AccountMails } from './modules/notifications/account-mails.js';
import { DeliveryWorker } from './modules/notifications/delivery.worker.js';
import { PushSender } from './modules/notifications/push.js';
import { Unsubscribe } from './modules/notifications/unsubscribe.js';
import { RateLimiter } from './lib/rate-limit.js';
import { Storage } from './lib/storage.js';
import { AuthRepository } from './modules/auth/auth.repository.js';
import { AuthService } from './modules/auth/auth.service.js';
import { GoogleVerifier } from './modules/auth/google.js';
import { SessionService } from './modules/auth/sessions.js';
import { ClubAccess } from './modules/clubs/club-access.js';
import { ClubsService } from './modules/clubs/clubs.service.js';
import { ClubsStore } from './modules/clubs/clubs.store.js';
import { LeaveContributors } from './modules/clubs/leave.js';
import { MembershipService } from './modules/clubs/membership.service.js';
import { ModerationService } from './modules/clubs/moderation.service.js';
import { PaymentAccountsService } from './modules/clubs/payment-accounts.service.js';
import { InvitationsService } from './modules/invitations/invitations.service.js';
import { InvitationsStore } from './modules/invitations/invitations.store.js';
import { LinksService } from './modules/invitations/links.service.js';
import { ClubLinksService } from './modules/invitations/club-links.service.js';
import { EnrolmentService } from './modules/matches/enrolment.service.js';
import { AnswerLinks } from './modules/matches/answer-links.js';
import { AnswerLinkService } from './modules/matches/answer-link.service.js';
import { ManagementService } from './modules/matches/management.service.js';
import { MatchesService } from './modules/matches/matches.service.js';
import { MatchesStore } from './modules/matches/matches.store.js';
import { RatingsService } from './modules/ratings/ratings.service.js';
import { RosterOps } from './modules/matches/roster-ops.js';
import { AdminPaymentsService } from './modules/payments/admin-payments.service.js';
import { FinanceExportService } from './modules/payments/finance-export.service.js';
import { FinanceService } from './modules/payments/finance.service.js';
import { ReceiptsInboxService } from './modules/payments/receipts-inbox.service.js';
import { PaymentsRosterListener } from './modules/payments/payments.roster.js';
import { PaymentsService } from './modules/payments/payments.service.js';
import { PaymentsStore } from './modules/payments/payments.store.js';
import { ReceiptUrls } from './modules/payments/receipt-urls.js';
import { ReceiptsService } from './modules/payments/receipts.service.js';
import { VenueRequestsService } from './modules/venues/requests.service.js';
import { VenuesService } from './modules/venues/venues.service.js';
import { VenuesStore } from './modules/venues/venues.store.js';
import { UsersRepository } from './modules/users/users.repository.js';
import { UsersService } from './modules/users/users.service.js';
import { MvpRepository } from './modules/matches/mvp.repository.js';
import { MvpService } from './modules/matches/mvp.service.js';
import { PlayerAccess } from './modules/players/player-access.js';
import { PlayersRepository } from './modules/players/players.repository.js';
import { PlayersService } from './modules/players/players.service.js';
import { VotesRepository } from './modules/votes/votes.repository.js';
import { VotesService } from './modules/votes/votes.service.js';
import { StatsRepository } from './modules/stats/stats.repository.js';
import { StatsService } from './modules/stats/stats.service.js';
import { AdminMembershipService } from './modules/clubs/admin-membership.service.js';
import { MatchStatusService } from './modules/matches/status.service.js';
import { AdminStore } from './modules/admin/admin.store.js';
import { AdminStatsService } from './modules/admin/admin-stats.service.js';
import { AdminUsersService } from './modules/admin/admin-users.service.js';
import { AdminClubsService } from './modules/admin/admin-clubs.service.js';
import { AdminMatchesService } from './modules/admin/admin-matches.service.js';
import { BackupsService } from './modules/backups/backups.service.js';
import { PreviewsRepository } from './modules/previews/previews.repository.js';
import { PreviewsService } from './modules/previews/previews.service.js';
import { CalendarRepository } from './modules/calendar/calendar.repository.js';
import { CalendarService } from './modules/calendar/calendar.service.js';
import type { FastifyBaseLogger } from 'fastify';


export interface ServiceOptions {
  rateLimits?: boolean;
  /** makes invitation codes (tests pass a queue to force a collision); the random generator otherwise */
  inviteCode?: () => string;
  /** the cost of new password hashes: production's (PASSWORD_COST) unless a test asks for a cheaper one */
  passwordCost?: PasswordCost;
  /** orders the players of "Generar equipos" before the split (ties go to that order): Math.random unless a test seeds it */
  teamsRng?: () => number;
}

/** Wires repositories and services once; routes receive only the services they call. */
/** The configuration once the secrets the environment left unset are read from the database. */
export type RunConfig = Config & { jwtSecret: string };

export function createServices(config: RunConfig, database: Database, clock: Clock, log: FastifyBaseLogger, opts: ServiceOptions = {}) {
  const { db } = database;
  const users = new UsersRepository(db);
  const clubStore = new ClubsStore(db);
  const clubs = clubStore.clubs;
  const sessions = new SessionService(db, config.jwtSecret, clock);
  const mailer = new Mailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log });
  const storage = new Storage(db);
  // modules tell what happened through one bus; the notifications outbox listens (docs/decisions/0037)
  const events = new DomainEvents();
  const notificationsRepo = new NotificationsRepository(db);
  const push = config.vapid ? new PushSender(db, config.vapid) : undefined;
  const notificationsWriter = new NotificationsWriter(notificationsRepo, { pushEnabled: () => !!push });
  events.register(notificationsWriter);
  const unsubscribe = new Unsubscribe(config.jwtSecret, config.publicUrl);
  // 'Voy' / 'No voy' on the push copies of a coming match one plays, as signed links (docs/decisions/0081)
  const answerLinkSigner = new AnswerLinks(config.jwtSecret, clock, config.publicUrl);
  const deliveries = new DeliveryWorker({ db, mailer, push, answerLinks: answerLinkSigner, unsubscribe, publicUrl: config.publicUrl, leaseMs: config.notifyLeaseMs, log });
  const notifications = new NotificationsService({ repo: notificationsRepo, clock, unsubscribe, vapidPublicKey: config.vapid?.publicKey });
  const rateLimiter = new RateLimiter(db, clock, opts.rateLimits ?? true, config.rateLimitScale ?? 1);
  const auth = new AuthService({
    users, clubs, repo: new AuthRepository(db), sessions, rateLimiter, mails: new AccountMails({ db, repo: notificationsRepo, deliveries }), clock, passwords: passwordHasher(opts.passwordCost),
    google: config.googleClientId ? new GoogleVerifier(config.googleClientId, config.googleJwksUrl) : undefined,
    publicUrl: config.publicUrl,
  });
  const usersService = new UsersService(users, storage, auth);
  const clubAccess = new ClubAccess(clubs);
  // later modules register here what leaving a club means for them (payments, matches)
  const leaveContributors = new LeaveContributors();
  const clubsService = new ClubsService({ store: clubStore, access: clubAccess, storage, auth, clock, leave: leaveContributors, inviteCode: opts.inviteCode ?? generateInviteCode });
  const membership = new MembershipService({ store: clubStore, access: clubAccess, clock, leave: leaveContributors, rateLimiter, events });
  const paymentAccounts = new PaymentAccountsService(clubStore, clubAccess, clock);
  const moderation = new ModerationService(clubStore, clubAccess, clock, config.timezone);
  const venueDeps = { store: new VenuesStore(db), access: clubAccess, moderation, clock };
  const venues = new VenuesService(venueDeps);
  const venueRequests = new VenueRequestsService(venueDeps, venues);
  moderation.registerPanelContributor({ name: 'venues', pendingCounts: async (clubId) => ({ lugaresPendientes: await venues.pendingCount(clubId) }) });
  // the payments module registers on `roster` to follow sign-ups and departures
  const roster = new RosterOps(events);
  const ratings = new RatingsService({ db, access: clubAccess });
  const matchDeps = { store: new MatchesStore(db), access: clubAccess, venues, paymentAccounts, roster, clock, timezone: config.timezone, events, ratings };
  const matches = new MatchesService(matchDeps);
  const enrolment = new EnrolmentService({ ...matchDeps, matches });
  const matchManagement = new ManagementService({ ...matchDeps, matches, rng: opts.teamsRng ?? Math.random });
  leaveContributors.register(enrolment);
  const answerLinks = new AnswerLinkService({ links: answerLinkSigner, users, matches, enrolment, rateLimiter });
  // payments: a sign-up creates the player's payment, leaving removes it (docs/product/payments.md); receipts by signed URL
  roster.register(new PaymentsRosterListener(clock));
  const paymentsStore = new PaymentsStore(db);
  const receiptUrls = new ReceiptUrls(config.jwtSecret, clock);
  const payments = new PaymentsService({
    store: paymentsStore, matches, management: matchManagement, moderation, paymentAccounts, storage, urls: receiptUrls, clock, events,
  });
  const finance = new FinanceService({ store: paymentsStore, access: clubAccess, urls: receiptUrls });
  // the Finanzas tab's and the payment panel's CSV / Excel download (docs/decisions/0042-finance-export.md)
  const financeExport = new FinanceExportService({ store: paymentsStore, access: clubAccess, matches, clock, timezone: config.timezone });
  const adminPayments = new AdminPaymentsService({ store: paymentsStore, urls: receiptUrls, clock });
  const receiptsInbox = new ReceiptsInboxService({ store: paymentsStore, urls: receiptUrls });
  const receipts = new ReceiptsService({ store: paymentsStore, storage, urls: receiptUrls });
  leaveContributors.register(finance);
  moderation.registerPanelContributor({ name: 'payments', pendingCounts: async (clubId) => ({ comprobantesPendientes: await finance.pendingProofCount(clubId) }) });
  // invitations: accepting and joining by link sign up through the enrolment service (docs/decisions/0015)
  const invitationsStore = new InvitationsStore(db);
  const invitations = new InvitationsService({ store: invitationsStore, matches, enrolment, access: clubAccess, clock, events });
  const inviteLinks = new LinksService({
    store: invitationsStore, matches, enrolment, membership, access: clubAccess, rateLimiter, clock, timezone: config.timezone, publicUrl: config.publicUrl,
  });
  // club invite links: a member at once, and signed up for the match the link names (docs/decisions/0082)
  const clubLinks = new ClubLinksService({
    store: invitationsStore, membership, enrolment, access: clubAccess, rateLimiter, clock, timezone: config.timezone, publicUrl: config.publicUrl,
  });
  leaveContributors.register(invitations);
  membership.acceptMatchLinkCodes((codigo) => inviteLinks.clubOfUsableLink(codigo));
  auth.registerInvitationCodes(inviteLinks);
  // MVP voting (docs/decisions/0016)
  // recurring matches (docs/decisions/0040)
  const series = new SeriesService({
    repo: new SeriesRepository(db), matches, access: clubAccess, roster, clock, timezone: config.timezone, aheadWeeks: config.seriesAheadWeeks, events,
  });
  // a deleted match of a series skips its date (the event is told before the row goes)
  events.register(series);
  const attendance = new AttendanceService({ store: matchDeps.store, matches, clock });
  const mvp = new MvpService({ matches, repo: new MvpRepository(db), clock, events });
  // players directory and profiles, monthly likes/dislikes, achievements (docs/decisions/0016)
  const playersRepo = new PlayersRepository(db);
  const playerAccess = new PlayerAccess(playersRepo);
  const votes = new VotesService({ repo: new VotesRepository(db), players: playerAccess, clock, timezone: config.timezone });
  const players = new PlayersService({ repo: playersRepo, access: playerAccess, titles: votes, clock });
  const stats = new StatsService({ repo: new StatsRepository(db), access: clubAccess, clock, timezone: config.timezone });
  // the private iCalendar feed and the single-match .ics (docs/decisions/0038)
  const calendar = new CalendarService({ repo: new CalendarRepository(db), matches, clock, timezone: config.timezone, publicUrl: config.publicUrl });
  // platform administration (docs/decisions/0017): club rules stay in the clubs module, match status in the matches module
  const adminStore = new AdminStore(db);
  const admin = {
    stats: new AdminStatsService({ store: adminStore }),
    users: new AdminUsersService({
      store: adminStore, auth, sessions, enrolment, storage, clock,
      memberships: new AdminMembershipService({ store: clubStore, leave: leaveContributors, clock }),
    }),
    clubs: new AdminClubsService({ store: adminStore, storage, clock }),
    matches: new AdminMatchesService({ store: adminStore, status: new MatchStatusService({ store: matchDeps.store, clock, events }) }),
  };
  // daily and on-demand backups of the database and the uploads (docs/decisions/0021-backups.md)
  const backups = new BackupsService({
    db, kind: database.kind, dataDir: config.dataDir, clock, timezone: config.timezone, hour: config.backupHour, keep: config.backupKeep,
  });
  return {
    ratings,
    repos: { users, clubs }, sessions, mailer, storage, rateLimiter, auth, users: usersService,
    clubAccess, leaveContributors, clubs: clubsService, membership, paymentAccounts, moderation, venues, venueRequests,
    matches, enrolment, answerLinks, matchManagement, roster, payments, finance, financeExport, adminPayments, receiptsInbox, receipts, invitations, inviteLinks, clubLinks,
    mvp,
    players, playerAccess, votes,
    stats,
    admin,
    backups,
    // link previews of the app's pages (docs/decisions/0039)
    previews: new PreviewsService({ repo: new PreviewsRepository(db) }),
    events, notifications, deliveries, notificationsRepo, notificationsWriter, series, attendance,
    calendar,
  };
}

export type Services = ReturnType<typeof createServices>;
