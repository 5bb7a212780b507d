import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clubs, partidos } from '../../src/db/schema/index.js';
import { PreviewsRepository } from '../../src/modules/previews/previews.repository.js';
import { createTestApp, type TestApp } from '../helpers.js';
import type { Cast } from '../clubs/factory.js';
import { countQueries, createMatch, createMatchClub, setEstado, setup, type MatchClub } from '../matches/factory.js';
import { createLink } from '../invitations/factory.js';

// Link previews (docs/decisions/0039): the HTML the server sends for a match page or an invite
// link carries Open Graph and Twitter tags, to anonymous callers, without saying more than the caller may read.

let t: TestApp;
let cast: Cast;
let club: MatchClub;
const web = mkdtempSync(path.join(tmpdir(), 'partidos-web-'));
const INDEX = '<!doctype html>\n<html lang="es-CL">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Partidos</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

beforeAll(async () => {
  writeFileSync(path.join(web, 'index.html'), INDEX);
  writeFileSync(path.join(web, 'og-image.png'), 'png');
  writeFileSync(path.join(web, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(web, 'manifest.webmanifest'), JSON.stringify({ name: 'Partidos' }));
  t = await createTestApp({ webDist: web });
  ({ cast, club } = await setup(t));
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const decode = (s: string) =>
  s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The page's meta tags by property or name, decoded as a browser (or a crawler) reads them. */
function metaOf(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) out[m[1]!] = decode(m[2]!);
  return out;
}

async function page(url: string) {
  const res = await t.call('GET', url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('no-cache');
  return { html: res.body, meta: metaOf(res.body) };
}

/** '2026-11-28' → 'Sábado 28/11/2026' */
function fechaLarga(ymd: string) {
  const day = new Intl.DateTimeFormat('es-CL', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${ymd}T12:00:00Z`));
  const [y, m, d] = ymd.split('-');
  return `${day.charAt(0).toUpperCase()}${day.slice(1)} ${d}/${m}/${y}`;
}

async function ymdOf(id: string) {
  const [row] = await t.database.db.select({ fecha: partidos.fecha }).from(partidos).where(eq(partidos.id, id));
  return row!.fecha;
}

describe('a public match page', () => {
  it('carries title, date, time, place and club in Open Graph and Twitter tags, with absolute URLs', async () => {
    const p = await createMatch(t, cast.creador.token, club, { es_publico: true });
    const { html, meta } = await page(`/partidos/${p._id}`);
    const title = `Partido 5 vs 5 · ${club.nombre}`;
    const description = `${fechaLarga(await ymdOf(p._id))} · 20:00 · Cancha ${club.nombre}, Cancha 2 · ${club.nombre}`;
    expect(meta).toEqual({
      'og:type': 'website',
      'og:site_name': 'Partidos',
      'og:locale': 'es_CL',
      'og:title': title,
      'og:description': description,
      'og:url': `http://partidos.test/partidos/${p._id}`,
      'og:image': 'http://partidos.test/og-image.png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Partidos: fútbol amateur con tu club',
      'twitter:card': 'summary_large_image',
      'twitter:title': title,
      'twitter:description': description,
      'twitter:image': 'http://partidos.test/og-image.png',
    });
    expect(description).toMatch(/^[A-ZÁÉÍÓÚ][a-záéíóú]+ \d{2}\/\d{2}\/\d{4} · /);
    // in the head, once; the page is otherwise the built index.html
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html.match(/og:title/g)).toHaveLength(1);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain('<div id="root"></div>');
  });

  it('says when the place, the time are undefined, the match was cancelled, and adds the organiser\'s description', async () => {
    const p = await createMatch(t, cast.creador.token, club, { es_publico: true, descripcion: 'Traer polera blanca\ny negra' });
    await setEstado(t, p._id, 'Cancelado', { lugarPorDefinir: true, horarioPorDefinir: true, lugarId: null });
    const { meta } = await page(`/partidos/${p._id}`);
    expect(meta['og:title']).toBe(`Cancelado: Partido 5 vs 5 · ${club.nombre}`);
    expect(meta['og:description']).toBe(`${fechaLarga(await ymdOf(p._id))} · Horario por definir · Lugar por definir · ${club.nombre} — Traer polera blanca y negra`);
  });

  it('escapes every value: a club and a description with quotes and markup stay text', async () => {
    const own = await createMatchClub(t, cast);
    const p = await createMatch(t, cast.creador.token, own, { es_publico: true });
    const nombre = `"><script>alert('x')</script> & $' Cía`;
    await t.database.db.update(clubs).set({ nombre }).where(eq(clubs.id, own.id));
    await setEstado(t, p._id, 'Convocando', { descripcion: 'Lleva "canilleras" <b>y</b> agua' });
    const { html, meta } = await page(`/partidos/${p._id}`);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; $&#39; Cía');
    expect(meta['og:title']).toBe(`Partido 5 vs 5 · ${nombre}`);
    expect(meta['twitter:title']).toBe(`Partido 5 vs 5 · ${nombre}`);
    expect(meta['og:description']).toContain(`${nombre} — Lleva "canilleras" <b>y</b> agua`);
    expect(html).toContain(`<title>Partido 5 vs 5 · &quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; $&#39; Cía</title>`);
  });

  it('a match of the public community club shows its details too', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const [publico] = await t.database.db.select({ id: clubs.id, nombre: clubs.nombre }).from(clubs).where(eq(clubs.esPublico, true));
    await setEstado(t, p._id, 'Convocando', { clubId: publico!.id });
    const { meta } = await page(`/partidos/${p._id}`);
    expect(meta['og:title']).toBe(`Partido 5 vs 5 · ${publico!.nombre}`);
  });

  it('is one query', async () => {
    const p = await createMatch(t, cast.creador.token, club, { es_publico: true });
    const { queries } = await countQueries(t, () => t.call('GET', `/partidos/${p._id}`));
    expect(queries).toBe(1);
  });
});

describe('a private match page', () => {
  it('gives anyone holding the URL a generic preview: nothing of the club, the place or the date', async () => {
    const p = await createMatch(t, cast.creador.token, club, { descripcion: 'Clave del portón: 1234' });
    const { html, meta } = await page(`/partidos/${p._id}`);
    expect(meta['og:title']).toBe('Partido en Partidos');
    expect(meta['og:description']).toBe('Inicia sesión en Partidos para ver los detalles de este partido.');
    expect(meta['og:url']).toBe(`http://partidos.test/partidos/${p._id}`);
    expect(meta['og:image']).toBe('http://partidos.test/og-image.png');
    for (const secret of [club.nombre, 'Cancha', '1234', '20:00', (await ymdOf(p._id)).slice(0, 4)]) expect(html).not.toContain(secret);
    // the same answer as an id that does not exist: the preview does not tell which ids exist
    const unknown = await page('/partidos/0123456789abcdef01234567');
    expect(unknown.html.replace(/0123456789abcdef01234567/g, p._id)).toBe(html);
  });
});

describe('an invite link', () => {
  it('shows what its landing shows anyone holding the code, for a private match too', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const l = await createLink(t, cast.creador, p._id);
    const { meta } = await page(`/partidos/unirse/${l.codigo}`);
    expect(meta['og:title']).toBe(`Invitación: Partido 5 vs 5 · ${club.nombre}`);
    expect(meta['og:description']).toBe(`${fechaLarga(await ymdOf(p._id))} · 20:00 · Cancha ${club.nombre}, Cancha 2 · ${club.nombre}`);
    expect(meta['og:url']).toBe(`http://partidos.test/partidos/unirse/${l.codigo}`);
    expect(meta['twitter:title']).toBe(meta['og:title']);
    // the code typed in lowercase and the sign-up step of the same link: the same preview, the landing's address
    expect((await page(`/partidos/unirse/${l.codigo.toLowerCase()}`)).meta).toEqual(meta);
    expect((await page(`/registro-invitacion/${l.codigo}`)).meta).toEqual(meta);
  });

  it('an unknown or malformed code gets the generic invitation', async () => {
    for (const code of ['ABCDEFGH', 'abc', '%22%3E%3Cscript%3E', 'ABCD%20EFGH', 'ABCDEFGH0']) {
      const { html, meta } = await page(`/partidos/unirse/${code}`);
      expect(meta['og:title'], code).toBe('Invitación a Partido');
      expect(meta['og:description']).toBe('Te invitaron a un partido en Partidos. Abre el link para ver los detalles.');
      expect(html).not.toContain('"><script>');
    }
    // a broken percent-encoding is refused by the router before any page, as on every path
    expect((await t.call('GET', '/partidos/unirse/%E0%A4%A')).statusCode).toBe(400);
  });
});

describe('other app pages', () => {
  it('malformed match ids answer the app page with the generic preview and run no query', async () => {
    for (const url of ['/partidos/abc', '/partidos/0123456789ABCDEF01234567', '/partidos/%22%3E%3Cscript%3E', "/partidos/'onload='x", '/partidos/crear']) {
      const { result, queries } = await countQueries(t, () => t.call('GET', url));
      expect(result.statusCode, url).toBe(200);
      expect(queries, url).toBe(0);
      const meta = metaOf(result.body);
      expect(meta['og:title']).toBe('Partidos');
      expect(result.body).not.toMatch(/content="[^"]*['<>]/);
    }
  });

  it('the home page and any other route get the app\'s own preview', async () => {
    const { meta } = await page('/');
    expect(meta['og:title']).toBe('Partidos');
    expect(meta['og:description']).toBe('Organiza partidos de fútbol amateur con tu club: inscripciones, equipos, MVP y pagos.');
    expect(meta['og:url']).toBe('http://partidos.test/');
  });

  it('a failing lookup still serves the page, with the generic preview', async () => {
    const p = await createMatch(t, cast.creador.token, club, { es_publico: true });
    const spy = vi.spyOn(PreviewsRepository.prototype, 'matchById').mockRejectedValueOnce(new Error('connection lost'));
    try {
      const { meta } = await page(`/partidos/${p._id}`);
      expect(meta['og:title']).toBe('Partidos');
    } finally {
      spy.mockRestore();
    }
  });

  it('HEAD answers the page without a lookup; API paths and missing files stay 404', async () => {
    const head = await t.call('HEAD', '/partidos/0123456789abcdef01234567');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    for (const url of ['/api/partidos/unirse/ABCDEFGH', '/uploads/x', '/icons/missing.png']) expect((await t.call('GET', url)).statusCode, url).toBe(404);
  });
});

describe('the installable app\'s files', () => {
  it('sw.js and the manifest are revalidated on every load, with their content types', async () => {
    const sw = await t.call('GET', '/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await t.call('GET', '/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'Partidos' });
  });
});
