/**
 * Six preset avatars drawn here (the spec's external avatar generator is unreachable): dogs and
 * cats on coloured backgrounds. Each is an SVG string built from constants (never from user
 * data). Choosing one renders it to a 256 px PNG in the browser and uploads it like a photo,
 * so every avatar is a raster file in the shopper's own folder of the avatars bucket.
 */
export interface PresetAvatar {
  id: string;
  /** what the picker's button says (Spanish) */
  label: string;
  svg: string;
}

type Animal = 'dog' | 'cat';

interface Look {
  id: string;
  label: string;
  animal: Animal;
  background: string;
  fur: string;
  accent: string;
}

const LOOKS: readonly Look[] = [
  {
    id: 'perro-caramelo',
    label: 'Perro caramelo',
    animal: 'dog',
    background: '#FDE68A',
    fur: '#B45309',
    accent: '#78350F',
  },
  {
    id: 'perro-gris',
    label: 'Perro gris',
    animal: 'dog',
    background: '#BFDBFE',
    fur: '#6B7280',
    accent: '#1F2937',
  },
  {
    id: 'perro-blanco',
    label: 'Perro blanco',
    animal: 'dog',
    background: '#BBF7D0',
    fur: '#F9FAFB',
    accent: '#92400E',
  },
  {
    id: 'gato-naranja',
    label: 'Gato naranja',
    animal: 'cat',
    background: '#FBCFE8',
    fur: '#F97316',
    accent: '#7C2D12',
  },
  {
    id: 'gato-negro',
    label: 'Gato negro',
    animal: 'cat',
    background: '#DDD6FE',
    fur: '#1F2937',
    accent: '#FBBF24',
  },
  {
    id: 'gato-siames',
    label: 'Gato siamés',
    animal: 'cat',
    background: '#A5F3FC',
    fur: '#FEF3C7',
    accent: '#57534E',
  },
];

function dog({ background, fur, accent }: Look): string {
  return [
    `<rect width="256" height="256" fill="${background}"/>`,
    `<ellipse cx="70" cy="118" rx="30" ry="58" fill="${accent}" transform="rotate(18 70 118)"/>`,
    `<ellipse cx="186" cy="118" rx="30" ry="58" fill="${accent}" transform="rotate(-18 186 118)"/>`,
    `<circle cx="128" cy="138" r="74" fill="${fur}" stroke="${accent}" stroke-width="4"/>`,
    `<ellipse cx="128" cy="172" rx="38" ry="30" fill="#FFFFFF" opacity="0.85"/>`,
    `<circle cx="100" cy="124" r="9" fill="#111827"/>`,
    `<circle cx="156" cy="124" r="9" fill="#111827"/>`,
    `<ellipse cx="128" cy="158" rx="14" ry="10" fill="#111827"/>`,
    `<path d="M128 168 v12 M114 184 q14 10 28 0" stroke="#111827" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  ].join('');
}

function cat({ background, fur, accent }: Look): string {
  return [
    `<rect width="256" height="256" fill="${background}"/>`,
    `<path d="M62 116 L74 40 L120 84 Z" fill="${fur}" stroke="${accent}" stroke-width="4" stroke-linejoin="round"/>`,
    `<path d="M194 116 L182 40 L136 84 Z" fill="${fur}" stroke="${accent}" stroke-width="4" stroke-linejoin="round"/>`,
    `<circle cx="128" cy="142" r="72" fill="${fur}" stroke="${accent}" stroke-width="4"/>`,
    `<ellipse cx="100" cy="132" rx="9" ry="13" fill="#15803D"/>`,
    `<ellipse cx="156" cy="132" rx="9" ry="13" fill="#15803D"/>`,
    `<path d="M120 158 h16 l-8 9 z" fill="#EC4899"/>`,
    `<path d="M128 167 q-10 12 -20 4 M128 167 q10 12 20 4" stroke="${accent}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    `<path d="M84 160 h-34 M84 170 l-32 8 M172 160 h34 M172 170 l32 8" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>`,
  ].join('');
}

const svgOf = (look: Look) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">${
    look.animal === 'dog' ? dog(look) : cat(look)
  }</svg>`;

export const PRESET_AVATARS: readonly PresetAvatar[] = LOOKS.map((look) => ({
  id: look.id,
  label: look.label,
  svg: svgOf(look),
}));

/** The preset as an image address for an `<img>` (a data URL of its SVG). */
export const presetDataUrl = (preset: PresetAvatar) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(preset.svg)}`;

export const PRESET_SIZE = 256;

/** Draws the preset on a canvas and returns it as a PNG (browser only). */
export async function renderPresetPng(preset: PresetAvatar): Promise<Blob> {
  const image = new Image(PRESET_SIZE, PRESET_SIZE);
  image.src = presetDataUrl(preset);
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = PRESET_SIZE;
  canvas.height = PRESET_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No se pudo dibujar el avatar');
  context.drawImage(image, 0, 0, PRESET_SIZE, PRESET_SIZE);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('No se pudo dibujar el avatar'))),
      'image/png',
    ),
  );
}
