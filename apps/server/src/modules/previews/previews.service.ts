import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, TIPO_PARTIDO_LABELS, isoToDmy, type TipoPartido } from '@partidos/shared';
import type { PreviewFacts, PreviewsRepository } from './previews.repository.js';

/** What a chat app shows for a pasted link: a title, a line of text and the page's canonical path. */
export interface LinkPreview { title: string; description: string; path: string }

// Link previews (docs/decisions/0039). The request is anonymous (WhatsApp's crawler has no session):
// an invite link carries a secret code, so it may say what its landing says to anyone holding it; a bare match page
// says so only for a match anyone may find (a public match, or a match of the public community club).

export const APP_PREVIEW = {
  title: 'Partidos',
  description: 'Organiza partidos de fútbol amateur con tu club: inscripciones, equipos, MVP y pagos.',
} as const;
export const PRIVATE_MATCH_PREVIEW = {
  title: 'Partido en Partidos',
  description: 'Inicia sesión en Partidos para ver los detalles de este partido.',
} as const;
export const UNKNOWN_INVITE_PREVIEW = {
  title: 'Invitación a Partido',
  description: 'Te invitaron a un partido en Partidos. Abre el link para ver los detalles.',
} as const;

/** 24 lowercase hex characters: anything else is not looked up. */
const MATCH_PATH = /^\/partidos\/([0-9a-f]{24})\/?$/;
/** The invite landing (the link's own address) and its sign-up step, which carries the same code. */
const INVITE_PATH = /^\/(?:partidos\/unirse|registro-invitacion)\/([^/]+)\/?$/;
const CODE = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);
/** the organiser's own words after the facts; chat apps cut a description at about two lines anyway */
const DESCRIPCION_MAX = 140;

const weekday = new Intl.DateTimeFormat('es-CL', { weekday: 'long', timeZone: 'UTC' });

/** '2026-11-28' → 'Sábado 28/11/2026' (the dashboard's wording). */
function fechaLarga(ymd: string): string {
  const dmy = isoToDmy(ymd);
  if (!dmy) return 'Fecha por definir';
  const day = weekday.format(new Date(`${ymd.slice(0, 10)}T12:00:00Z`));
  return `${day.charAt(0).toUpperCase()}${day.slice(1)} ${dmy}`;
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

/** 'Partido 7 vs 7 · Los Cracks' (the calendar's wording); 'Cancelado: …' when it was. */
function matchTitle(f: PreviewFacts): string {
  const formato = TIPO_PARTIDO_LABELS[f.tipoPartido as TipoPartido] ?? f.tipoPartido;
  return `${f.estadoPartido === 'Cancelado' ? 'Cancelado: ' : ''}Partido ${formato} · ${f.club}`;
}

/** 'Sábado 28/11/2026 · 20:00 · Complejo Los Robles, Cancha 2 · Los Cracks — Traer polera blanca' */
function matchDescription(f: PreviewFacts): string {
  const hora = f.horarioPorDefinir || !f.horaPartido ? 'Horario por definir' : f.horaPartido;
  const lugar = f.lugarPorDefinir || !f.lugar ? 'Lugar por definir' : f.canchaNumero ? `${f.lugar}, Cancha ${f.canchaNumero}` : f.lugar;
  const facts = [fechaLarga(f.fecha), hora, lugar, f.club].join(' · ');
  const notes = f.descripcion ? oneLine(f.descripcion) : '';
  return notes ? `${facts} — ${clip(notes, DESCRIPCION_MAX)}` : facts;
}

export class PreviewsService {
  constructor(private d: { repo: PreviewsRepository }) {}

  /** The preview for an app page's path (no query string); app pages without a preview of their own get the app's. */
  async forPath(pathname: string): Promise<LinkPreview> {
    const match = MATCH_PATH.exec(pathname);
    if (match) {
      const id = match[1]!;
      const path = `/partidos/${id}`;
      const f = await this.d.repo.matchById(id);
      // an unknown id reads as a private one: the preview must not tell which ids exist
      if (!f || !(f.esPublico || f.clubEsPublico)) return { ...PRIVATE_MATCH_PREVIEW, path };
      return { title: matchTitle(f), description: matchDescription(f), path };
    }
    const invite = INVITE_PATH.exec(pathname);
    if (invite) {
      let code: string;
      try {
        code = decodeURIComponent(invite[1]!).trim().toUpperCase();
      } catch {
        return { ...UNKNOWN_INVITE_PREVIEW, path: pathname };
      }
      if (!CODE.test(code)) return { ...UNKNOWN_INVITE_PREVIEW, path: pathname };
      const path = `/partidos/unirse/${code}`;
      const f = await this.d.repo.matchByInviteCode(code);
      if (!f) return { ...UNKNOWN_INVITE_PREVIEW, path };
      // what the landing shows anyone holding the code (GET /partidos/validar-invitacion/{codigo})
      return { title: `Invitación: ${matchTitle(f)}`, description: matchDescription(f), path };
    }
    return { ...APP_PREVIEW, path: pathname };
  }
}
