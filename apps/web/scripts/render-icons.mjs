#!/usr/bin/env node
// Draws the installable app's icons and the link-preview image (issue 20 items 7 and 8) and writes them as PNG files
// into apps/web/public, where they are committed: the build copies them as they are, so building needs no browser.
// Run again after changing the drawing: node apps/web/scripts/render-icons.mjs (uses Debian's Chromium, or CHROMIUM_PATH).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const GREEN = '#15803d'; // the theme's primary (App.tsx TOKENS)
const INK = '#14532d';

const round = (n) => Math.round(n * 100) / 100;
/** A regular pentagon's points around (cx, cy), first vertex at `start` degrees. */
const pentagon = (cx, cy, r, start) =>
  Array.from({ length: 5 }, (_, k) => {
    const a = ((start + 72 * k) * Math.PI) / 180;
    return `${round(cx + r * Math.cos(a))},${round(cy + r * Math.sin(a))}`;
  }).join(' ');

/** A football of radius R at (cx, cy): a centre pentagon, seams, and the outer pentagons clipped by the ball. */
function ball(cx, cy, R, id) {
  const p = R * 0.3; // pentagon circumradius
  const seams = [];
  const outer = [];
  for (let k = 0; k < 5; k++) {
    const deg = -90 + 72 * k;
    const a = (deg * Math.PI) / 180;
    const from = [cx + p * Math.cos(a), cy + p * Math.sin(a)];
    const to = [cx + (R - p) * Math.cos(a), cy + (R - p) * Math.sin(a)];
    seams.push(`M${round(from[0])} ${round(from[1])}L${round(to[0])} ${round(to[1])}`);
    outer.push(`<polygon points="${pentagon(cx + R * Math.cos(a), cy + R * Math.sin(a), p, deg + 180)}"/>`);
  }
  return `<defs><clipPath id="${id}"><circle cx="${cx}" cy="${cy}" r="${R}"/></clipPath></defs>
<circle cx="${cx}" cy="${cy}" r="${R}" fill="#fff"/>
<g clip-path="url(#${id})" fill="${INK}">${outer.join('')}</g>
<polygon points="${pentagon(cx, cy, p, -90)}" fill="${INK}"/>
<path d="${seams.join('')}" stroke="${INK}" stroke-width="${round(R * 0.05)}" stroke-linecap="round"/>
<circle cx="${cx}" cy="${cy}" r="${R}" fill="none" stroke="${INK}" stroke-width="${round(R * 0.04)}"/>`;
}

// 'any' icon: a rounded green tile with the ball. Maskable: full bleed, the ball inside the 80 % safe circle.
const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="112" fill="${GREEN}"/>${ball(256, 256, 176, 'b')}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${GREEN}"/>${ball(256, 256, 150, 'b')}</svg>`;
const preview = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="${GREEN}"/>
${ball(300, 315, 190, 'b')}
<text x="560" y="300" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="120" fill="#fff">Partidos</text>
<text x="564" y="380" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="40" fill="#dcfce7">Fútbol amateur con tu club</text>
</svg>`;

const outputs = [
  { file: 'icons/icon-192.png', svg: icon, size: [192, 192], transparent: true },
  { file: 'icons/icon-512.png', svg: icon, size: [512, 512], transparent: true },
  { file: 'icons/icon-maskable-512.png', svg: maskable, size: [512, 512] },
  { file: 'icons/apple-touch-icon-180.png', svg: maskable, size: [180, 180] },
  { file: 'og-image.png', svg: preview, size: [1200, 630] },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
  for (const o of outputs) {
    const [width, height] = o.size;
    const page = await browser.newPage({ viewport: { width, height } });
    const svg = o.svg.replace('<svg ', `<svg width="${width}" height="${height}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    writeFileSync(path.join(publicDir, o.file), await page.screenshot({ omitBackground: !!o.transparent }));
    await page.close();
  }
  writeFileSync(path.join(publicDir, 'icons/icon.svg'), `${icon}\n`);
} finally {
  await browser.close();
}
console.log(`icons written to ${publicDir}`);
