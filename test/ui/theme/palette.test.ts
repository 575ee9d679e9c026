/** The theme's colours: CSS custom properties with a light and a dark value, AA contrast in both. */
import { darkPalette, darkShadows, lightPalette, lightShadows, paletteCss } from '../../../ui/theme/palette';
import { theme } from '../../../ui/theme/theme';
import type { ColorName } from '../../../ui/theme/theme';

/** WCAG 2 relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const names = Object.keys(theme.colors).filter((n) => n !== 'avatar') as ColorName[];

it('every theme colour is its custom property, defined in both palettes', () => {
  for (const name of names) expect(theme.colors[name]).toBe(`var(--c-${name})`);
  expect(Object.keys(lightPalette).sort()).toEqual([...names].sort());
  expect(Object.keys(darkPalette).sort()).toEqual([...names].sort());
});

it('every theme shadow is its custom property, defined in both palettes', () => {
  const shadowNames = Object.keys(theme.shadows).sort();
  for (const name of shadowNames)
    expect(theme.shadows[name as keyof typeof theme.shadows]).toBe(`var(--shadow-${name})`);
  expect(Object.keys(lightShadows).sort()).toEqual(shadowNames);
  expect(Object.keys(darkShadows).sort()).toEqual(shadowNames);
  const [light, dark] = paletteCss().split('@media') as [string, string];
  for (const name of shadowNames) {
    expect(light).toContain(`--shadow-${name}:`);
    expect(dark).toContain(`--shadow-${name}:`);
  }
});

it('the CSS defines the light palette by default and the dark one for a dark system setting', () => {
  const css = paletteCss();
  const [light, dark] = css.split('@media (prefers-color-scheme:dark)') as [string, string];
  expect(light).toContain(`--c-surface:${lightPalette.surface}`);
  expect(light).toContain('color-scheme:light');
  expect(dark).toContain(`--c-surface:${darkPalette.surface}`);
  expect(dark).toContain('color-scheme:dark');
  for (const name of names) expect(dark).toContain(`--c-${name}:`);
});

/** Text (or a UI boundary) on a background, and the least contrast it needs. */
const PAIRS: readonly [ColorName, ColorName, number][] = [
  ['text', 'background', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'surfaceMuted', 4.5],
  ['text', 'primarySoft', 4.5],
  ['text', 'accentSoft', 4.5],
  ['textMuted', 'surface', 4.5],
  ['textMuted', 'background', 4.5],
  ['textMuted', 'surfaceMuted', 4.5],
  ['primary', 'surface', 4.5],
  ['primary', 'background', 4.5],
  ['primary', 'primarySoft', 4.5],
  ['primaryHover', 'primarySoft', 4.5],
  ['textOnPrimary', 'primary', 4.5],
  ['textOnPrimary', 'primaryHover', 4.5],
  ['textOnPrimary', 'danger', 4.5],
  ['textOnPrimary', 'dangerHover', 4.5],
  ['textOnAccent', 'accent', 4.5],
  ['danger', 'surface', 4.5],
  ['danger', 'dangerSoft', 4.5],
  ['success', 'successSoft', 4.5],
  ['warning', 'warningSoft', 4.5],
  ['border', 'surface', 3],
  ['focus', 'surface', 3],
  ['focus', 'background', 3],
];

describe.each([
  ['light', lightPalette],
  ['dark', darkPalette],
] as const)('%s palette', (_name, palette) => {
  it.each(PAIRS)('%s on %s has at least %d:1 contrast', (fg, bg, least) => {
    expect(contrast(palette[fg], palette[bg])).toBeGreaterThanOrEqual(least);
  });
});
