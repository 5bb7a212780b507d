import { escapeHtml } from '../../lib/html.js';
import type { LinkPreview } from './previews.service.js';

/** The preview image the web build ships (apps/web/public/og-image.png, drawn by apps/web/scripts/render-icons.mjs). */
export const PREVIEW_IMAGE = { file: 'og-image.png', width: 1200, height: 630, alt: 'Partidos: fútbol amateur con tu club' } as const;


/**
 * Open Graph and Twitter card tags for a page. `publicUrl` is the app's public origin (PUBLIC_URL),
 * so the URLs are absolute as crawlers want them; `imageUrl` null leaves the image tags out.
 */
export function renderMetaTags(p: LinkPreview, publicUrl: string, imageUrl: string | null): string {
  const og = (key: string, value: string) => `<meta property="${key}" content="${escapeHtml(value)}" />`;
  const tw = (key: string, value: string) => `<meta name="${key}" content="${escapeHtml(value)}" />`;
  return [
    og('og:type', 'website'),
    og('og:site_name', 'Partidos'),
    og('og:locale', 'es_CL'),
    og('og:title', p.title),
    og('og:description', p.description),
    og('og:url', `${publicUrl}${p.path}`),
    ...(imageUrl
      ? [
        og('og:image', imageUrl),
        og('og:image:width', String(PREVIEW_IMAGE.width)),
        og('og:image:height', String(PREVIEW_IMAGE.height)),
        og('og:image:alt', PREVIEW_IMAGE.alt),
      ]
      : []),
    tw('twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
    tw('twitter:title', p.title),
    tw('twitter:description', p.description),
    ...(imageUrl ? [tw('twitter:image', imageUrl)] : []),
  ].join('\n    ');
}

/** The page with the tags at the end of its head (and its title set to the preview's); unchanged without a head. */
export function withMetaTags(html: string, p: LinkPreview, tags: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  // a function, not a string: '$&' or "$'" in a club's name must stay text
  const head = html.slice(0, end).replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(p.title)}</title>`);
  return `${head.trimEnd()}\n    ${tags}\n  ${html.slice(end)}`;
}
