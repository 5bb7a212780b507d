import { useQuery } from '@tanstack/react-query';
import type { LinkClubDto, LinkClubInfoDto, LinkClubInput, UnirseConLinkClubDto, UnirseConLinkClubInput } from '@partidos/shared';
import { ApiError, request, requestWithMessage } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';

// Club invite links (docs/decisions/0082): the club's link for its moderators, the landing and the join.

export const clubLinkKeys = {
  link: (clubId: string) => ['club-link', clubId] as const,
  info: (codigo: string, partido: string | null) => ['club-link-info', codigo, partido] as const,
};

/** The club's current link; null when it has none (404 LINK_CLUB_NO_EXISTE). */
export const useClubLink = (clubId: string, enabled = true) =>
  useQuery({
    queryKey: clubLinkKeys.link(clubId),
    enabled,
    queryFn: () => request<LinkClubDto>({ url: `/clubes/${clubId}/link` }, 'Error al cargar el link del club')
      .catch((e: unknown) => { if (e instanceof ApiError && e.code === 'LINK_CLUB_NO_EXISTE') return null; throw e; }),
  });

export async function generarLinkClub(clubId: string, body: LinkClubInput = {}) {
  const r = await requestWithMessage<LinkClubDto, LinkClubInput>({ method: 'POST', url: `/clubes/${clubId}/link`, data: body }, 'Error al generar el link del club');
  queryClient.setQueryData(clubLinkKeys.link(clubId), r.data);
  return r;
}

export async function desactivarLinkClub(clubId: string) {
  const r = await requestWithMessage<null>({ method: 'DELETE', url: `/clubes/${clubId}/link` }, 'Error al desactivar el link del club');
  queryClient.setQueryData(clubLinkKeys.link(clubId), null);
  return r;
}

export const useLinkClubInfo = (codigo: string, partido: string | null) =>
  useQuery({
    queryKey: clubLinkKeys.info(codigo, partido),
    queryFn: () => request<LinkClubInfoDto>({ url: `/unirse/${codigo}`, params: partido ? { partido } : {} }, 'Error al validar código de invitación'),
    retry: (n, e) => (e as { status?: number }).status !== 404 && n < 2,
  });

export const unirseConLinkClub = (codigo: string, partidoId: string | null) =>
  requestWithMessage<UnirseConLinkClubDto, UnirseConLinkClubInput>(
    { method: 'POST', url: `/unirse/${codigo}`, data: partidoId ? { partido_id: partidoId } : {} }, 'Error al unirse al club',
  );
