/**
 * Generated demo pictures (SVG) for the seed: product pictures in their category's colours with
 * a drawn icon, camp posters and gallery scenes. Deterministic: the same input gives the same
 * file, so they can be rewritten at any start without touching the database.
 */

/** Visual identity of a product category. */
export interface CategoryStyle {
  from: string;
  to: string;
  accent: string;
  icon: 'ski' | 'snowboard' | 'boot' | 'helmet' | 'jacket' | 'glove';
}

/** Escapes text for SVG. */
function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Small deterministic PRNG (mulberry32) seeded from a string. */
function rng(seedText: string): () => number {
  let h = 1779033703 ^ seedText.length;
  for (let i = 0; i < seedText.length; i += 1) h = Math.imul(h ^ seedText.charCodeAt(i), 3432918353);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Splits a title into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines = 2): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const word of text.split(/\s+/)) {
    if ((cur ? `${cur} ${word}` : word).length > width && cur) {
      lines.push(cur);
      cur = word;
    } else cur = cur ? `${cur} ${word}` : word;
  }
  if (cur) lines.push(cur);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

function snow(rand: () => number, w: number, h: number, n: number, opacity = 0.35): string {
  let out = '';
  for (let i = 0; i < n; i += 1) {
    out += `<circle cx="${(rand() * w).toFixed(1)}" cy="${(rand() * h).toFixed(1)}" r="${(1 + rand() * 3.5).toFixed(1)}" fill="#fff" opacity="${(opacity * (0.4 + rand() * 0.6)).toFixed(2)}"/>`;
  }
  return out;
}

function icon(kind: CategoryStyle['icon'], accent: string): string {
  switch (kind) {
    case 'ski':
      return `<g transform="rotate(-16)"><rect x="-16" y="-190" width="32" height="380" rx="16" fill="#fff"/><rect x="-16" y="-40" width="32" height="70" fill="${accent}"/><path d="M-16,-170 Q0,-215 16,-170" fill="#fff"/></g>
<g transform="rotate(16)"><rect x="-16" y="-190" width="32" height="380" rx="16" fill="#fff" opacity="0.92"/><rect x="-16" y="-40" width="32" height="70" fill="${accent}"/></g>
<g stroke="#fff" stroke-width="7" stroke-linecap="round" opacity="0.85"><line x1="-120" y1="-170" x2="-70" y2="180"/><line x1="120" y1="-170" x2="70" y2="180"/></g>
<g fill="none" stroke="#fff" stroke-width="5" opacity="0.85"><circle cx="-72" cy="160" r="18"/><circle cx="72" cy="160" r="18"/></g>`;
    case 'snowboard':
      return `<g transform="rotate(-28)"><rect x="-62" y="-200" width="124" height="400" rx="62" fill="#fff"/><rect x="-62" y="-60" width="124" height="24" fill="${accent}" opacity="0.8"/><rect x="-40" y="-120" width="80" height="44" rx="10" fill="${accent}"/><rect x="-40" y="70" width="80" height="44" rx="10" fill="${accent}"/><path d="M-30,10 L30,10" stroke="${accent}" stroke-width="6" stroke-linecap="round"/></g>`;
    case 'boot':
      return `<g transform="translate(-20 0)"><path d="M-95,-170 h120 q14,0 14,14 v150 l95,48 q26,13 26,42 v36 h-255 z" fill="#fff"/>
<g stroke="${accent}" stroke-width="12" stroke-linecap="round"><line x1="-80" y1="-120" x2="30" y2="-120"/><line x1="-80" y1="-60" x2="30" y2="-60"/><line x1="-80" y1="0" x2="60" y2="10"/><line x1="30" y1="40" x2="120" y2="70"/></g>
<rect x="-105" y="118" width="275" height="22" rx="8" fill="${accent}"/></g>`;
    case 'helmet':
      return `<path d="M-150,60 A150,150 0 0 1 150,60 L150,90 L-150,90 Z" fill="#fff"/>
<path d="M-60,-80 A110,110 0 0 1 60,-80" fill="none" stroke="${accent}" stroke-width="10" stroke-linecap="round" opacity="0.6"/>
<rect x="-165" y="-5" width="330" height="26" rx="13" fill="${accent}"/>
<rect x="-120" y="-35" width="240" height="86" rx="38" fill="${accent}"/>
<rect x="-108" y="-25" width="216" height="66" rx="30" fill="url(#lens)"/>`;
    case 'jacket':
      return `<path d="M-70,-160 L-160,-120 L-200,90 L-150,104 L-115,-10 L-115,170 L115,170 L115,-10 L150,104 L200,90 L160,-120 L70,-160 Q0,-110 -70,-160 Z" fill="#fff"/>
<line x1="0" y1="-122" x2="0" y2="170" stroke="${accent}" stroke-width="8"/>
<rect x="-95" y="20" width="55" height="10" rx="5" fill="${accent}"/><rect x="40" y="20" width="55" height="10" rx="5" fill="${accent}"/>
<path d="M-70,-160 Q0,-120 70,-160" fill="none" stroke="${accent}" stroke-width="10"/>`;
    case 'glove':
      return `<g transform="rotate(-10)"><rect x="-80" y="-150" width="170" height="240" rx="80" fill="#fff"/>
<ellipse cx="-105" cy="-10" rx="42" ry="80" transform="rotate(-30 -105 -10)" fill="#fff"/>
<rect x="-90" y="80" width="190" height="80" rx="16" fill="${accent}"/>
<g stroke="${accent}" stroke-width="6" stroke-linecap="round" opacity="0.7"><line x1="-30" y1="-120" x2="-30" y2="-40"/><line x1="10" y1="-130" x2="10" y2="-40"/><line x1="50" y1="-120" x2="50" y2="-40"/></g></g>`;
  }
}

const FONT = "'Segoe UI', 'Helvetica Neue', Arial, sans-serif";

/**
 * A product picture (800×600): gradient in the category colours, snow dots, the category icon,
 * the category label and the product name.
 * @param view 1 = main picture, 2 = close-up (bigger tilted icon), 3 = on the slope (mountains)
 */
export function productSvg(name: string, categoryName: string, style: CategoryStyle, view: 1 | 2 | 3 = 1): string {
  const rand = rng(`${name}#${view}`);
  const lines = wrap(name, 26);
  const angle = view === 2 ? '0' : view === 3 ? '90' : '135';
  const scale = view === 2 ? 1.15 : view === 3 ? 0.7 : 0.85;
  const iconY = view === 3 ? 250 : 255;
  const iconX = view === 2 ? 430 : 400;
  const mountains =
    view === 3
      ? `<path d="M0,430 L170,250 L290,360 L440,190 L610,380 L800,260 L800,600 L0,600 Z" fill="#fff" opacity="0.18"/><path d="M440,190 L395,240 L425,232 L450,250 L480,228 Z" fill="#fff" opacity="0.5"/>`
      : '';
  const label = view === 1 ? esc(categoryName.toLocaleUpperCase('tr-TR')) : view === 2 ? 'DETAY GÖRÜNÜMÜ' : 'PİSTTE';
  const text = lines
    .map((l, i) => `<text x="400" y="${lines.length === 1 ? 540 : 515 + i * 44}" text-anchor="middle" font-family="${FONT}" font-size="38" font-weight="700" fill="#fff">${esc(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="${esc(name)}">
<defs>
<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${style.from}"/><stop offset="1" stop-color="${style.to}"/></linearGradient>
<linearGradient id="lens" x1="0" x2="1"><stop offset="0" stop-color="#ffd54f"/><stop offset="0.5" stop-color="#ff7043"/><stop offset="1" stop-color="#7e57c2"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient>
</defs>
<rect width="800" height="600" fill="url(#bg)"/>
${mountains}
${snow(rand, 800, 600, 60)}
<circle cx="${iconX}" cy="${iconY}" r="${view === 2 ? 230 : 205}" fill="#fff" opacity="0.12"/>
<g transform="translate(${iconX} ${iconY}) scale(${scale})${view === 2 ? ' rotate(-8)' : ''}">${icon(style.icon, style.accent)}</g>
<rect width="800" height="600" fill="url(#shade)"/>
<rect x="24" y="24" rx="16" width="${Math.min(720, 24 + label.length * 13)}" height="40" fill="#000" opacity="0.22"/>
<text x="44" y="51" font-family="${FONT}" font-size="18" font-weight="600" letter-spacing="1.5" fill="#fff">${label}</text>
${text}
</svg>
`;
}

/** Colour sets for scenes: sky top, sky bottom, far mountains, near mountains. */
const SCENES = [
  { sky1: '#0d47a1', sky2: '#90caf9', far: '#5c7fa8', near: '#3b5b80', sun: '#fff59d' },
  { sky1: '#4a148c', sky2: '#ff8a65', far: '#7b5a8f', near: '#4e3463', sun: '#ffcc80' },
  { sky1: '#006064', sky2: '#b2ebf2', far: '#4f8a8f', near: '#2f6468', sun: '#ffffff' },
  { sky1: '#1a237e', sky2: '#5c6bc0', far: '#3f4a8a', near: '#262f66', sun: '#e3f2fd' },
  { sky1: '#01579b', sky2: '#e1f5fe', far: '#6d95b8', near: '#44709a', sun: '#fffde7' },
  { sky1: '#bf360c', sky2: '#ffe0b2', far: '#a1665a', near: '#6d3f35', sun: '#fff3e0' },
] as const;

function skier(x: number, y: number, s: number, color: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})" stroke="${color}" stroke-width="6" stroke-linecap="round" fill="none">
<circle cx="0" cy="-58" r="9" fill="${color}" stroke="none"/><path d="M0,-48 L-8,-18 L8,2 L-4,24"/><path d="M-8,-18 L14,-28"/><path d="M-2,-40 L-22,-22"/>
<line x1="-40" y1="30" x2="40" y2="18"/><line x1="14" y1="-28" x2="30" y2="20" stroke-width="3"/><line x1="-22" y1="-22" x2="-30" y2="26" stroke-width="3"/></g>`;
}

function pines(rand: () => number, n: number): string {
  let out = '';
  for (let i = 0; i < n; i += 1) {
    const x = 30 + rand() * 740;
    const h = 40 + rand() * 50;
    const y = 470 + rand() * 60;
    out += `<path d="M${x.toFixed(0)},${(y - h).toFixed(0)} L${(x - h * 0.35).toFixed(0)},${y.toFixed(0)} L${(x + h * 0.35).toFixed(0)},${y.toFixed(0)} Z" fill="#1b5e20" opacity="0.85"/>`;
  }
  return out;
}

/**
 * A mountain scene (800×600) with a title and a subtitle: camp posters and gallery pictures.
 * @param variant picks the palette and the composition (0..n)
 * @param caption draws the title band; camp pictures go without it, since the cards that show
 *   them crop the picture and print the camp name beside it anyway
 */
export function sceneSvg(title: string, subtitle: string, variant: number, seed: string, caption = true): string {
  const c = SCENES[variant % SCENES.length]!;
  const rand = rng(seed);
  const peak1 = 160 + rand() * 80;
  const peak2 = 110 + rand() * 90;
  const lines = wrap(title, 30);
  const skiers = [0, 1, 2]
    .slice(0, 1 + (variant % 3))
    .map((i) => skier(250 + i * 140 + rand() * 40, 430 + i * 25, 0.9 - i * 0.12, '#263238'))
    .join('');
  const text = lines
    .map((l, i) => `<text x="40" y="${70 + i * 46}" font-family="${FONT}" font-size="40" font-weight="800" fill="#fff">${esc(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="${esc(title)}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.sky1}"/><stop offset="1" stop-color="${c.sky2}"/></linearGradient>
<linearGradient id="slope" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dbe7f3"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#sky)"/>
<circle cx="${620 + rand() * 100}" cy="${110 + rand() * 40}" r="46" fill="${c.sun}" opacity="0.9"/>
<path d="M0,380 L140,${peak2 + 120} L260,330 L420,${peak1} L560,320 L690,${peak2 + 60} L800,300 L800,600 L0,600 Z" fill="${c.far}"/>
<path d="M420,${peak1} L380,${peak1 + 55} L405,${peak1 + 45} L425,${peak1 + 65} L450,${peak1 + 42} L470,${peak1 + 58} Z" fill="#fff" opacity="0.92"/>
<path d="M0,450 L180,330 L330,420 L500,340 L800,470 L800,600 L0,600 Z" fill="${c.near}"/>
<path d="M0,520 Q300,420 800,500 L800,600 L0,600 Z" fill="url(#slope)"/>
${pines(rand, 7)}
${skiers}
${snow(rand, 800, 600, 80, 0.6)}
${
    caption
      ? `<rect x="0" y="0" width="800" height="${lines.length * 46 + 80}" fill="#000" opacity="0.18"/>
${text}
<text x="40" y="${70 + lines.length * 46}" font-family="${FONT}" font-size="22" font-weight="500" fill="#fff" opacity="0.92">${esc(subtitle)}</text>`
      : ''
  }
</svg>
`;
}

/**
 * A news cover (800×600): a mountain scene ({@link sceneSvg}) named by the news title. No text on
 * the picture: pages crop covers to their own shape and show the title and date beside them.
 * @param variant picks the palette and the composition (0..n)
 */
export function newsCoverSvg(title: string, variant: number, seed: string): string {
  return sceneSvg(title, '', variant, `haber-${seed}`, false);
}
