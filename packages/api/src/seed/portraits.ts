/** Illustrated portrait avatars drawn as SVG in code and rendered to JPEG with sharp (nothing downloaded). */
import sharp from 'sharp';

/** Look of a portrait. */
export type PortraitStyle = {
  gender: 'GENDER_MALE' | 'GENDER_FEMALE';
  skin: string;
  hair: string;
  shirt: string;
  background: string;
  /** 0..3: hair shape variant. */
  variant: number;
  glasses?: boolean;
  beard?: boolean;
};

function hairBack(s: PortraitStyle): string {
  if (s.gender === 'GENDER_FEMALE') {
    const len = [330, 290, 360, 250][s.variant % 4];
    return `<path d="M110 190 Q100 90 200 80 Q300 90 290 190 L300 ${len} Q200 ${len + 30} 100 ${len} Z" fill="${s.hair}"/>`;
  }
  return '';
}

function hairFront(s: PortraitStyle): string {
  if (s.gender === 'GENDER_FEMALE') {
    return [
      `<path d="M128 175 Q140 95 200 92 Q262 95 272 175 Q250 130 200 128 Q160 130 128 175 Z" fill="${s.hair}"/>`,
      `<path d="M120 180 Q150 90 215 95 Q180 120 165 150 Q140 160 120 180 Z" fill="${s.hair}"/>`,
      `<path d="M128 170 Q135 92 200 90 Q268 92 272 170 Q240 118 200 122 Q158 118 128 170 Z" fill="${s.hair}"/><circle cx="200" cy="82" r="30" fill="${s.hair}"/>`,
      `<path d="M126 178 Q130 90 200 88 Q270 90 274 178 Q262 140 230 128 Q200 140 170 128 Q138 140 126 178 Z" fill="${s.hair}"/>`,
    ][s.variant % 4];
  }
  return [
    `<path d="M130 165 Q128 95 200 92 Q272 95 270 165 Q262 125 200 122 Q138 125 130 165 Z" fill="${s.hair}"/>`,
    `<path d="M132 160 Q140 98 205 96 Q268 100 268 160 Q255 120 215 118 Q170 135 132 160 Z" fill="${s.hair}"/>`,
    `<path d="M134 150 Q150 104 200 102 Q250 104 266 150 Q240 128 200 126 Q160 128 134 150 Z" fill="${s.hair}" opacity="0.85"/>`,
    `<path d="M128 170 Q122 88 200 86 Q278 88 272 170 Q262 112 200 110 Q138 112 128 170 Z" fill="${s.hair}"/>`,
  ][s.variant % 4];
}

/**
 * The SVG source of a portrait: the 400x400 drawing centred in a 16:9 frame (712x400), the shape a therapist's photo
 * has after the default crop in Settings, so the directory shows the demo photos whole, as it shows real ones.
 */
export function portraitSvg(s: PortraitStyle): string {
  const beard = s.beard ? `<path d="M150 215 Q155 285 200 292 Q245 285 250 215 Q240 255 200 258 Q160 255 150 215 Z" fill="${s.hair}"/>` : '';
  const glasses = s.glasses
    ? `<g fill="none" stroke="#2d2d2d" stroke-width="4"><circle cx="174" cy="196" r="17"/><circle cx="226" cy="196" r="17"/><path d="M191 196 H209"/></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="712" height="400" viewBox="-156 0 712 400">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${s.background}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.55"/></linearGradient></defs>
  <rect x="-156" width="712" height="400" fill="url(#bg)"/>
  <circle cx="330" cy="70" r="46" fill="#ffffff" opacity="0.25"/>
  ${hairBack(s)}
  <path d="M70 400 Q80 300 200 292 Q320 300 330 400 Z" fill="${s.shirt}"/>
  <path d="M176 262 H224 V300 Q200 318 176 300 Z" fill="${s.skin}"/>
  <path d="M176 292 Q200 312 224 292 L232 300 Q200 330 168 300 Z" fill="#000" opacity="0.08"/>
  <ellipse cx="200" cy="195" rx="72" ry="86" fill="${s.skin}"/>
  <ellipse cx="128" cy="200" rx="12" ry="18" fill="${s.skin}"/><ellipse cx="272" cy="200" rx="12" ry="18" fill="${s.skin}"/>
  ${hairFront(s)}
  <ellipse cx="174" cy="198" rx="7" ry="8" fill="#2d2d2d"/><ellipse cx="226" cy="198" rx="7" ry="8" fill="#2d2d2d"/>
  <path d="M160 178 Q174 170 188 178" stroke="${s.hair}" stroke-width="5" fill="none" stroke-linecap="round"/>
  <path d="M212 178 Q226 170 240 178" stroke="${s.hair}" stroke-width="5" fill="none" stroke-linecap="round"/>
  <path d="M200 205 Q193 225 201 230" stroke="#000" stroke-opacity="0.18" stroke-width="4" fill="none" stroke-linecap="round"/>
  <ellipse cx="160" cy="228" rx="13" ry="8" fill="#e07a7a" opacity="0.25"/><ellipse cx="240" cy="228" rx="13" ry="8" fill="#e07a7a" opacity="0.25"/>
  ${beard}
  <path d="M176 246 Q200 266 224 246" stroke="#8a3b3b" stroke-width="5" fill="none" stroke-linecap="round"/>
  ${glasses}
</svg>`;
}

/** Renders a portrait to a JPEG buffer. */
export function renderPortrait(s: PortraitStyle): Promise<Buffer> {
  return sharp(Buffer.from(portraitSvg(s)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
