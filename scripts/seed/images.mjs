/**
 * Generated travel artwork: SVG scenes (sky, sun, silhouettes) rasterised to WebP with sharp.
 * Layout: public/img/{size}/{id}/{seoName}.webp for size in webp, desktop, mobile, thumb,
 * plus public/img/fallback/{landscape,portrait}.webp and SVG icons. Existing files are kept.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createRandom } from './prng.mjs';

export const imageSizes = { webp: 1600, desktop: 1600, mobile: 800, thumb: 480 };

const skies = {
  dawn: (h) => [`hsl(${215 + (h % 40)},45%,30%)`, `hsl(${320 + (h % 30)},60%,70%)`, `hsl(${35 + (h % 15)},90%,82%)`],
  day: (h) => [`hsl(${205 + (h % 20)},70%,52%)`, `hsl(${198 + (h % 15)},70%,72%)`, `hsl(${190 + (h % 10)},60%,90%)`],
  sunset: (h) => [`hsl(${255 + (h % 25)},45%,30%)`, `hsl(${335 + (h % 20)},70%,58%)`, `hsl(${30 + (h % 15)},95%,64%)`],
  dusk: (h) => [`hsl(${225 + (h % 20)},55%,11%)`, `hsl(${255 + (h % 20)},40%,28%)`, `hsl(${295 + (h % 25)},40%,46%)`],
};

const landHue = {
  mountains: 220, sea: 200, desert: 28, city: 250, jungle: 140, ice: 205, savanna: 35, lakes: 190, islands: 170, temple: 350, canyon: 15, aurora: 230,
};

function ridge(rnd, { width, baseY, amplitude, step, smooth }) {
  let d = `M0,${baseY}`;
  let previous = [0, baseY];
  for (let x = step; x <= width + step; x += step) {
    const y = baseY - rnd.next() * amplitude;
    if (smooth) {
      const cx = (previous[0] + x) / 2;
      d += ` Q${cx},${previous[1]} ${x},${y}`;
    } else {
      d += ` L${x},${y}`;
    }
    previous = [x, y];
  }
  return `${d} L${width + step},2000 L0,2000 Z`;
}

function layers(rnd, count, fn) {
  return Array.from({ length: count }, (_, i) => fn(i)).join('');
}

function landColor(scene, time, depth, hueShift) {
  const hue = (landHue[scene] + hueShift) % 360;
  const light = { dawn: 38, day: 46, sunset: 32, dusk: 16 }[time] - depth * 8;
  const sat = scene === 'desert' || scene === 'canyon' || scene === 'savanna' ? 55 : 35;
  return `hsl(${hue},${sat}%,${Math.max(6, light)}%)`;
}

function sceneSvg(scene, rnd, time, hueShift, W, H) {
  const horizon = H * (0.55 + rnd.next() * 0.1);
  const c = (depth) => landColor(scene, time, depth, hueShift);
  const parts = [];
  switch (scene) {
    case 'mountains':
    case 'aurora':
      parts.push(layers(rnd, 3, (i) => `<path d="${ridge(rnd, { width: W, baseY: horizon + i * 110, amplitude: 330 - i * 80, step: 90 + i * 40, smooth: false })}" fill="${c(i)}"/>`));
      break;
    case 'lakes': {
      const hills = ridge(rnd, { width: W, baseY: horizon, amplitude: 300, step: 110, smooth: false });
      parts.push(`<path d="${hills}" fill="${c(0)}"/>`);
      parts.push(`<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${c(1)}" opacity="0.85"/>`);
      parts.push(`<g transform="translate(0 ${2 * horizon}) scale(1 -1)" opacity="0.25"><path d="${hills}" fill="${c(0)}"/></g>`);
      parts.push(layers(rnd, 6, () => `<rect x="${rnd.int(0, W)}" y="${rnd.int(horizon + 20, H - 40)}" width="${rnd.int(80, 260)}" height="3" fill="#fff" opacity="0.25"/>`));
      parts.push(`<path d="${ridge(rnd, { width: W, baseY: H - 60, amplitude: 80, step: 140, smooth: true })}" fill="${c(3)}"/>`);
      break;
    }
    case 'sea':
    case 'islands': {
      parts.push(`<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="hsl(${195 + (hueShift % 20)},65%,${time === 'dusk' ? 18 : 38}%)"/>`);
      parts.push(layers(rnd, 14, () => `<rect x="${rnd.int(0, W)}" y="${rnd.int(horizon + 10, H)}" width="${rnd.int(60, 240)}" height="4" rx="2" fill="#fff" opacity="${(0.15 + rnd.next() * 0.25).toFixed(2)}"/>`));
      const islands = scene === 'islands' ? 3 : 1;
      for (let i = 0; i < islands; i++) {
        const x = rnd.int(100, W - 300);
        const w = rnd.int(220, 520);
        const top = horizon - rnd.int(30, 140);
        parts.push(`<path d="M${x},${horizon + 4} Q${x + w / 2},${top} ${x + w},${horizon + 4} Z" fill="${c(1)}"/>`);
        if (scene === 'islands') {
          const px = x + w / 2;
          parts.push(`<path d="M${px},${horizon} q12,-90 -6,-170" stroke="${c(2)}" stroke-width="10" fill="none"/>`);
          parts.push(layers(rnd, 5, (k) => `<path d="M${px - 6},${horizon - 170} q${-70 + k * 35},-10 ${-110 + k * 55},${40 + (k % 2) * 12}" stroke="${c(2)}" stroke-width="12" fill="none" stroke-linecap="round"/>`));
        }
      }
      break;
    }
    case 'desert':
      parts.push(layers(rnd, 4, (i) => `<path d="${ridge(rnd, { width: W, baseY: horizon + i * 95, amplitude: 140, step: 260 + i * 60, smooth: true })}" fill="hsl(${(28 + hueShift / 4 + i * 4) % 360},${60 - i * 5}%,${({ dawn: 62, day: 66, sunset: 52, dusk: 26 }[time]) - i * 7}%)"/>`));
      break;
    case 'savanna': {
      parts.push(`<path d="${ridge(rnd, { width: W, baseY: horizon + 40, amplitude: 40, step: 200, smooth: true })}" fill="${c(0)}"/>`);
      for (let i = 0; i < 4; i++) {
        const x = rnd.int(80, W - 120);
        const y = horizon + rnd.int(50, 160);
        const s = 0.6 + rnd.next() * 0.9;
        parts.push(`<g transform="translate(${x} ${y}) scale(${s.toFixed(2)})" fill="${c(3)}"><rect x="-6" y="-120" width="12" height="120"/><path d="M0,-110 l-40,-40 M0,-110 l40,-45" stroke="${c(3)}" stroke-width="8"/><ellipse cx="0" cy="-160" rx="130" ry="26"/></g>`);
      }
      parts.push(`<path d="${ridge(rnd, { width: W, baseY: H - 80, amplitude: 60, step: 160, smooth: true })}" fill="${c(2)}"/>`);
      break;
    }
    case 'city': {
      parts.push(`<path d="${ridge(rnd, { width: W, baseY: horizon + 60, amplitude: 90, step: 240, smooth: true })}" fill="${c(0)}" opacity="0.7"/>`);
      let x = 0;
      while (x < W) {
        const w = rnd.int(60, 150);
        const h = rnd.int(120, 420);
        const y = H - 120 - h;
        parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h + 200}" fill="${c(2)}"/>`);
        if (rnd.chance(0.3)) parts.push(`<path d="M${x},${y} L${x + w / 2},${y - rnd.int(30, 90)} L${x + w},${y} Z" fill="${c(2)}"/>`);
        const lit = time === 'dusk' || time === 'sunset';
        for (let wy = y + 20; wy < H - 130; wy += 34) {
          for (let wx = x + 12; wx < x + w - 16; wx += 26) {
            if (rnd.chance(lit ? 0.45 : 0.25)) parts.push(`<rect x="${wx}" y="${wy}" width="12" height="16" fill="${lit ? '#ffd98a' : '#cfe3f5'}" opacity="${lit ? 0.85 : 0.35}"/>`);
          }
        }
        x += w + rnd.int(4, 20);
      }
      parts.push(`<rect y="${H - 130}" width="${W}" height="130" fill="${c(3)}"/>`);
      break;
    }
    case 'jungle':
      parts.push(layers(rnd, 3, (i) => `<path d="${ridge(rnd, { width: W, baseY: horizon + i * 120, amplitude: 220 - i * 50, step: 180, smooth: true })}" fill="hsl(${(140 + hueShift / 3) % 360},${40 + i * 6}%,${({ dawn: 30, day: 34, sunset: 24, dusk: 12 }[time]) - i * 6}%)"/>`));
      parts.push(layers(rnd, 26, () => `<circle cx="${rnd.int(0, W)}" cy="${rnd.int(H - 200, H)}" r="${rnd.int(40, 110)}" fill="hsl(${(130 + hueShift / 3) % 360},45%,${time === 'dusk' ? 8 : 16}%)"/>`));
      break;
    case 'ice':
      parts.push(`<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="hsl(205,45%,${time === 'dusk' ? 14 : 30}%)"/>`);
      parts.push(`<path d="${ridge(rnd, { width: W, baseY: horizon, amplitude: 200, step: 120, smooth: false })}" fill="hsl(205,30%,${time === 'dusk' ? 40 : 88}%)" opacity="0.95"/>`);
      for (let i = 0; i < 5; i++) {
        const x = rnd.int(0, W - 200);
        const y = horizon + rnd.int(60, 300);
        const w = rnd.int(80, 260);
        parts.push(`<path d="M${x},${y} L${x + w * 0.2},${y - w * 0.5} L${x + w * 0.55},${y - w * 0.7} L${x + w * 0.8},${y - w * 0.35} L${x + w},${y} Z" fill="hsl(195,55%,${time === 'dusk' ? 55 : 94}%)"/>`);
        parts.push(`<path d="M${x},${y} L${x + w},${y} L${x + w * 0.7},${y + w * 0.3} L${x + w * 0.25},${y + w * 0.25} Z" fill="hsl(195,60%,70%)" opacity="0.35"/>`);
      }
      break;
    case 'temple': {
      parts.push(layers(rnd, 2, (i) => `<path d="${ridge(rnd, { width: W, baseY: horizon + i * 140, amplitude: 200, step: 200, smooth: true })}" fill="${c(i)}"/>`));
      const x = rnd.int(W * 0.2, W * 0.7);
      const base = H - 200;
      let y = base;
      for (let level = 0; level < 5; level++) {
        const w = 320 - level * 50;
        parts.push(`<rect x="${x - w / 2 + 20}" y="${y - 60}" width="${w - 40}" height="60" fill="${c(3)}"/>`);
        parts.push(`<path d="M${x - w / 2 - 30},${y - 60} Q${x},${y - 110} ${x + w / 2 + 30},${y - 60} Z" fill="${c(3)}"/>`);
        y -= 80;
      }
      parts.push(`<rect x="${x - 4}" y="${y - 60}" width="8" height="70" fill="${c(3)}"/>`);
      parts.push(`<rect y="${base}" width="${W}" height="${H - base}" fill="${c(3)}"/>`);
      break;
    }
    case 'canyon':
    default:
      parts.push(layers(rnd, 3, (i) => {
        let d = `M0,${horizon + i * 120}`;
        let x = 0;
        while (x < W) {
          const top = horizon + i * 120 - rnd.int(60, 260);
          const w = rnd.int(120, 320);
          d += ` L${x + 30},${top} L${x + w - 30},${top} L${x + w},${horizon + i * 120}`;
          x += w + rnd.int(40, 160);
          d += ` L${x},${horizon + i * 120}`;
        }
        return `<path d="${d} L${W},2000 L0,2000 Z" fill="hsl(${(15 + hueShift / 5 + i * 6) % 360},${55 - i * 6}%,${({ dawn: 48, day: 50, sunset: 40, dusk: 20 }[time]) - i * 9}%)"/>`;
      }));
      break;
  }
  return parts.join('');
}

/** Landscape artwork as an SVG string. */
export function landscapeSvg({ scene, seed, time }, W = 1600, H = 1000) {
  const rnd = createRandom(seed);
  const hueShift = seed % 60;
  const [top, mid, bottom] = skies[time](seed % 360);
  const sunX = rnd.int(W * 0.15, W * 0.85);
  const sunY = H * (time === 'day' ? 0.2 : 0.45);
  const night = time === 'dusk' || scene === 'aurora';
  const stars = night ? layers(rnd, 90, () => `<circle cx="${rnd.int(0, W)}" cy="${rnd.int(0, H * 0.5)}" r="${(rnd.next() * 2.2 + 0.4).toFixed(1)}" fill="#fff" opacity="${(0.3 + rnd.next() * 0.7).toFixed(2)}"/>`) : '';
  const aurora = scene === 'aurora'
    ? layers(rnd, 3, (i) => `<path d="M0,${260 + i * 60} C${W * 0.25},${120 + i * 70} ${W * 0.5},${380 - i * 40} ${W},${180 + i * 50}" stroke="hsl(${140 + i * 40},90%,60%)" stroke-width="${90 - i * 20}" fill="none" opacity="0.35" filter="url(#blur)"/>`)
    : '';
  const sun = scene === 'aurora' ? '' : `<circle cx="${sunX}" cy="${sunY}" r="${time === 'day' ? 70 : 110}" fill="${night ? '#f4f1de' : time === 'day' ? '#fff6c8' : '#ffd27a'}" opacity="0.95"/><circle cx="${sunX}" cy="${sunY}" r="260" fill="url(#glow)"/>`;
  const birds = time === 'day' || time === 'dawn'
    ? layers(rnd, 4, () => { const x = rnd.int(100, W - 100); const y = rnd.int(80, 300); return `<path d="M${x},${y} q14,-12 28,0 q14,-12 28,0" stroke="${night ? '#fff' : '#2b2b3a'}" stroke-width="4" fill="none" opacity="0.6"/>`; })
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.55" stop-color="${mid}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.55"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient>
<filter id="blur"><feGaussianBlur stdDeviation="30"/></filter>
<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>${stars}${aurora}${sun}${birds}${sceneSvg(scene, rnd, time, hueShift, W, H)}
<rect width="${W}" height="${H}" fill="url(#fade)"/></svg>`;
}

/** Portrait artwork (coordinators) as an SVG string. */
export function portraitSvg({ seed, hair, skin, gender }, W = 1600, H = 2000) {
  const rnd = createRandom(seed);
  const hue = seed % 360;
  const shirt = `hsl(${(hue + 150) % 360},45%,42%)`;
  const cx = W / 2;
  const long = gender === 'female';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,78%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},55%,55%)"/></linearGradient>
<radialGradient id="halo"><stop offset="0" stop-color="#fff" stop-opacity="0.5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="${cx + rnd.int(-200, 200)}" cy="${rnd.int(300, 700)}" r="700" fill="url(#halo)"/>
<path d="${ridge(rnd, { width: W, baseY: 1500, amplitude: 260, step: 200, smooth: false })}" fill="hsl(${(hue + 200) % 360},30%,40%)" opacity="0.35"/>
${long ? `<path d="M${cx - 330},1250 Q${cx - 360},620 ${cx},560 Q${cx + 360},620 ${cx + 330},1250 Z" fill="${hair}"/>` : ''}
<path d="M${cx - 560},${H} Q${cx - 540},1420 ${cx - 200},1360 L${cx + 200},1360 Q${cx + 540},1420 ${cx + 560},${H} Z" fill="${shirt}"/>
<rect x="${cx - 90}" y="1120" width="180" height="260" rx="60" fill="${skin}"/>
<ellipse cx="${cx}" cy="900" rx="250" ry="310" fill="${skin}"/>
<path d="M${cx - 260},880 Q${cx - 270},560 ${cx},560 Q${cx + 270},560 ${cx + 260},880 Q${cx + 180},${long ? 700 : 680} ${cx},690 Q${cx - 180},${long ? 700 : 680} ${cx - 260},880 Z" fill="${hair}"/>
<ellipse cx="${cx - 90}" cy="930" rx="22" ry="16" fill="#2a1a12" opacity="0.8"/><ellipse cx="${cx + 90}" cy="930" rx="22" ry="16" fill="#2a1a12" opacity="0.8"/>
<path d="M${cx - 80},1060 Q${cx},1120 ${cx + 80},1060" stroke="#8a3b2e" stroke-width="14" fill="none" stroke-linecap="round"/>
</svg>`;
}

const periodIcons = {
  easter: '<circle cx="32" cy="36" r="18" fill="#f7c8d8"/><path d="M14 36 q9 -8 18 0 q9 8 18 0" stroke="#e56b9c" stroke-width="3" fill="none"/>',
  'may-day': '<circle cx="32" cy="32" r="8" fill="#f2c94c"/><g fill="#f8a5c2"><circle cx="32" cy="16" r="8"/><circle cx="48" cy="32" r="8"/><circle cx="32" cy="48" r="8"/><circle cx="16" cy="32" r="8"/></g>',
  'mid-august': '<circle cx="32" cy="32" r="12" fill="#f2994a"/><g stroke="#f2994a" stroke-width="3"><path d="M32 6v8M32 50v8M6 32h8M50 32h8M13 13l6 6M45 45l6 6M13 51l6-6M45 19l6-6"/></g>',
  christmas: '<path d="M32 8 L50 44 H14 Z" fill="#27ae60"/><rect x="28" y="44" width="8" height="10" fill="#8d5524"/><circle cx="32" cy="8" r="4" fill="#f2c94c"/>',
  'new-year': '<g stroke="#f2c94c" stroke-width="3"><path d="M32 32 L32 8M32 32 L52 18M32 32 L52 46M32 32 L32 56M32 32 L12 46M32 32 L12 18"/></g><circle cx="32" cy="32" r="5" fill="#eb5757"/>',
  spring: '<path d="M32 56 V28" stroke="#27ae60" stroke-width="3"/><circle cx="32" cy="22" r="10" fill="#f8a5c2"/><path d="M32 40 q-14 -2 -16 -12 q12 0 16 12" fill="#6fcf97"/>',
  summer: '<circle cx="32" cy="32" r="14" fill="#f2c94c"/><g stroke="#f2c94c" stroke-width="3"><path d="M32 4v10M32 50v10M4 32h10M50 32h10"/></g>',
  autumn: '<path d="M32 8 C48 20 52 40 32 56 C12 40 16 20 32 8 Z" fill="#e67e22"/><path d="M32 14 V56" stroke="#8d5524" stroke-width="2"/>',
  winter: '<g stroke="#56ccf2" stroke-width="3"><path d="M32 8v48M11 20l42 24M11 44l42-24"/></g>',
};

function iconSvg(inner) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${inner}</svg>\n`;
}

function monthIcon(n) {
  return iconSvg(`<rect x="8" y="12" width="48" height="44" rx="6" fill="#fff" stroke="#2d9cdb" stroke-width="3"/><rect x="8" y="12" width="48" height="12" rx="6" fill="#2d9cdb"/><text x="32" y="48" font-family="Arial,sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#333">${n}</text>`);
}

export function labelSvg(text, background, color, width = 120, height = 40) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" rx="8" fill="${background}"/><text x="${width / 2}" y="${height / 2 + 5}" font-family="Arial,sans-serif" font-size="14" font-weight="700" text-anchor="middle" fill="${color}">${text}</text></svg>\n`;
}

/** Static SVG assets named in the layouts and periods. */
export const brandAssets = {
  'brand/visa.svg': labelSvg('VISA', '#1a1f71', '#fff', 64, 30),
  'brand/mastercard.svg': labelSvg('Mastercard', '#222', '#f79e1b', 96, 30),
  'brand/amex.svg': labelSvg('AMEX', '#2e77bc', '#fff', 64, 30),
  'brand/paypal.svg': labelSvg('PayPal', '#fff', '#003087', 80, 30),
  'brand/apple-pay.svg': labelSvg('Apple Pay', '#000', '#fff', 90, 30),
  'brand/google-pay.svg': labelSvg('Google Pay', '#fff', '#3c4043', 96, 30),
  'brand/bank-transfer.svg': labelSvg('Bank transfer', '#f2f2f2', '#333', 110, 30),
  'brand/badge-insured.svg': labelSvg('Insured trips', '#0f766e', '#fff', 130, 40),
  'brand/badge-package-travel.svg': labelSvg('EU package travel', '#1e3a8a', '#fff', 150, 40),
  'brand/badge-reviews.svg': labelSvg('★ 4.7 reviews', '#f59e0b', '#1f2937', 130, 40),
  'brand/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><circle cx="20" cy="20" r="16" fill="#ff5a5f"/><path d="M10 26 L20 12 L30 26 Z" fill="#fff"/><text x="44" y="27" font-family="Arial,sans-serif" font-size="20" font-weight="700" fill="#1f2937">caravan</text></svg>\n`,
  ...Object.fromEntries(Object.entries(periodIcons).map(([name, inner]) => [`icons/periods/${name}.svg`, iconSvg(inner)])),
  ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`icons/periods/month-${i + 1}.svg`, monthIcon(i + 1)])),
};

async function writeVariants(sharp, root, image, svg) {
  const targets = Object.keys(imageSizes).map((size) => join(root, size, String(image.id), `${image.seoName}.webp`));
  if (targets.every((file) => existsSync(file))) return false;
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const cache = new Map();
  for (const [size, width] of Object.entries(imageSizes)) {
    let buffer = cache.get(width);
    if (!buffer) {
      let pipeline = sharp(data, raw);
      if (width !== info.width) pipeline = pipeline.resize({ width });
      buffer = await pipeline.webp({ quality: 76, effort: 0 }).toBuffer();
      cache.set(width, buffer);
    }
    const file = join(root, size, String(image.id), `${image.seoName}.webp`);
    await mkdir(join(root, size, String(image.id)), { recursive: true });
    await writeFile(file, buffer);
  }
  return true;
}

/**
 * Writes every registered image (and the fallbacks and icons) under `root` (public/img).
 * Returns how many images were rendered; files already present are skipped.
 */
export async function generateImages(root, registry, { concurrency = 4, log = () => {}, assets = {}, onProgress = () => {} } = {}) {
  let sharp;
  try {
    sharp = (await import('sharp')).default;
  } catch {
    log('sharp is not available: images were not generated');
    return 0;
  }
  sharp.concurrency(1);
  // `assets`: more static SVGs, such as the per-language badges of seed/brand.mjs.
  for (const [path, svg] of Object.entries({ ...brandAssets, ...assets })) {
    const file = join(root, path);
    if (existsSync(file)) continue;
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, svg);
  }
  const fallbacks = [
    ['landscape', landscapeSvg({ scene: 'mountains', seed: 4242, time: 'dawn' })],
    ['portrait', portraitSvg({ seed: 777, hair: '#3b2a20', skin: '#e0b090', gender: 'male' })],
  ];
  await mkdir(join(root, 'fallback'), { recursive: true });
  for (const [name, svg] of fallbacks) {
    const file = join(root, 'fallback', `${name}.webp`);
    if (!existsSync(file)) await writeFile(file, await sharp(Buffer.from(svg)).resize({ width: 1200 }).webp({ quality: 75 }).toBuffer());
  }
  let rendered = 0;
  let done = 0;
  const queue = [...registry.images];
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      const svg = image.art.kind === 'portrait' ? portraitSvg(image.art) : landscapeSvg(image.art);
      if (await writeVariants(sharp, root, image, svg)) rendered++;
      onProgress(++done, registry.images.length);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return rendered;
}
