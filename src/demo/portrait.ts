import { hash53 } from './text';

/**
 * A small deterministic ID-photo-like SVG drawn from a photo's uuid: background, skin tone,
 * hair style, uniform colour and the student's initials. Same uuid, same picture. Drawn on a
 * 120×150 canvas and scaled by width/height.
 */
const BACKGROUNDS = ['#dbe7f3', '#e8e4d9', '#d9ecea', '#ece0e8', '#e3e7ea', '#f1ead7'];
const SKINS = ['#8d5524', '#6b4423', '#a0673a', '#5a3a22', '#c68642', '#7a4a2a'];
const HAIRS = ['#141414', '#24180f', '#3a2a1e'];
const UNIFORMS = ['#c8a96a', '#3b5b92', '#f4f4f4', '#7a8f5b', '#9c3d3d'];

const HAIR_STYLES = [
  (c: string) => `<path d="M33 64C29 22 91 22 87 64C80 44 40 44 33 64Z" fill="${c}"/>`,
  (c: string) =>
    `<circle cx="60" cy="30" r="12" fill="${c}"/><path d="M33 64C29 22 91 22 87 64C80 42 40 42 33 64Z" fill="${c}"/>`,
  (c: string) => `<ellipse cx="60" cy="50" rx="33" ry="26" fill="${c}"/>`,
];

const pick = <T>(list: readonly T[], value: number): T => list[value % list.length];

export const initialsOf = (fullName: string): string =>
  fullName
    .split(/[\s-]+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');

export function portraitSvg(uuid: string, fullName: string, width: number, height: number): string {
  const h = hash53(uuid);
  const skin = pick(SKINS, Math.floor(h / 7));
  const uniform = pick(UNIFORMS, Math.floor(h / 211));
  const ink = uniform === '#f4f4f4' || uniform === '#c8a96a' ? '#222' : '#fff';
  const hair = pick(HAIR_STYLES, Math.floor(h / 4099))(pick(HAIRS, Math.floor(h / 31)));
  const face = 24 + (h % 4);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 120 150">` +
    `<rect width="120" height="150" fill="${pick(BACKGROUNDS, h)}"/>` +
    `<path d="M8 150C12 118 36 106 60 106C84 106 108 118 112 150Z" fill="${uniform}"/>` +
    `<rect x="51" y="86" width="18" height="24" fill="${skin}"/>` +
    (hair.startsWith('<ellipse') ? hair : '') +
    `<ellipse cx="60" cy="66" rx="${face}" ry="31" fill="${skin}"/>` +
    (hair.startsWith('<ellipse') ? '' : hair) +
    `<circle cx="51" cy="66" r="2.4" fill="#1a1a1a"/><circle cx="69" cy="66" r="2.4" fill="#1a1a1a"/>` +
    `<path d="M53 82Q60 87 67 82" stroke="#3a1f14" stroke-width="2" fill="none"/>` +
    `<text x="60" y="141" font-family="sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="${ink}">${initialsOf(fullName)}</text>` +
    `</svg>`
  );
}
