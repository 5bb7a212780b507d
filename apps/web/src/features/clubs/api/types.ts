// The club shapes are the API contract in packages/shared; the screens use these names.
export type {
  ClubConfiguracion,
  ClubDetailDto as ClubDetail,
  ClubMemberDto as ClubMember,
  ClubSummaryDto as ClubSummary,
  ClubUserDto as MemberUser,
  JoinRequestDto as JoinRequest,
  LeaveCheckDto as LeaveCheck,
  ModerationLogEntryDto as ModerationEntry,
  PaymentAccountDto as PaymentAccount,
} from '@partidos/shared';
