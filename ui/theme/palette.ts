import type { ColorName, ShadowName } from './theme';

/**
 * The colours behind `theme.colors` (and the shadows behind `theme.shadows`), for a light and a
 * dark screen. Views read colours only through the theme, whose values are the CSS custom
 * properties defined here (`--c-<name>`, `--shadow-<name>`), so the browser switches palettes
 * with the system setting (prefers-color-scheme) without a re-render. The properties are written
 * into index.html's inline <style> at build time (webpack.config.ts), so the first paint, the
 * 載入中… screen included, already has the right background and no colour costs JavaScript.
 *
 * Contrast (WCAG AA: ≥ 4.5:1 for text, ≥ 3:1 for UI boundaries) holds in both palettes; the
 * ratios are noted against `surface`. In the dark palette the brand colours that fill buttons
 * (primary, danger) are light, so `textOnPrimary`, the text on them, is dark.
 */
export const lightPalette: Readonly<Record<ColorName, string>> = {
  background: '#f7f8f6',
  surface: '#ffffff',
  surfaceMuted: '#eef1ee',
  /** 14.7:1 */
  text: '#1f2937',
  /** 7.6:1 */
  textMuted: '#4b5563',
  textOnPrimary: '#ffffff',
  /** Text on the amber accent, in both palettes: 8.3:1. */
  textOnAccent: '#1f2937',
  /** 7.5:1; white text on it 7.5:1. */
  primary: '#0f5f5c',
  /** White text on it 10:1. */
  primaryHover: '#0b4a47',
  /** primary on it 6.5:1. */
  primarySoft: '#e6f2f1',
  accent: '#f5b942',
  accentSoft: '#fef3c7',
  /** 3.3:1, 3.1:1 on background (input boundary). */
  border: '#878f9c',
  divider: '#dfe3e8',
  /** 6.6:1 */
  danger: '#b42318',
  dangerHover: '#912018',
  dangerSoft: '#fef3f2',
  /** 5.7:1 */
  success: '#067647',
  successSoft: '#ecfdf3',
  /** 5.9:1 */
  warning: '#8a5a00',
  warningSoft: '#fffaeb',
  /** 5.2:1, and 3:1+ on every fill it surrounds. */
  focus: '#2563eb',
  overlay: 'rgba(17, 24, 39, 0.55)',
  /** The footer's band (light text on it: #d1d5db 10:1). */
  footer: '#1f2937',
};

export const darkPalette: Readonly<Record<ColorName, string>> = {
  background: '#0e1514',
  surface: '#162120',
  surfaceMuted: '#1e2b29',
  /** 13.8:1 */
  text: '#e7ecea',
  /** 7.8:1 */
  textMuted: '#a9b5b1',
  /** On primary 8.8:1, on danger 7.6:1. */
  textOnPrimary: '#08211f',
  textOnAccent: '#1f2937',
  /** 8.6:1 */
  primary: '#5fcdc2',
  primaryHover: '#8fe0d8',
  /** primary on it 6.0:1, text 9.6:1. */
  primarySoft: '#15403c',
  accent: '#f5b942',
  accentSoft: '#3a2e10',
  /** 3.8:1 */
  border: '#6f7c79',
  divider: '#2b3836',
  /** 7.5:1 */
  danger: '#ff8f84',
  dangerHover: '#ffb3ab',
  dangerSoft: '#3d1714',
  /** 8.9:1 */
  success: '#5fd39a',
  successSoft: '#0f3123',
  /** 10:1 */
  warning: '#f2c36b',
  warningSoft: '#382a0c',
  /** 7.9:1 */
  focus: '#8ab4ff',
  overlay: 'rgba(0, 0, 0, 0.7)',
  footer: '#080d0c',
};

export const lightShadows: Readonly<Record<ShadowName, string>> = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
  md: '0 4px 8px -2px rgba(16, 24, 40, 0.08), 0 2px 4px -2px rgba(16, 24, 40, 0.06)',
  lg: '0 12px 24px -4px rgba(16, 24, 40, 0.12), 0 4px 8px -4px rgba(16, 24, 40, 0.06)',
};

/**
 * A shadow barely shows on a dark page, so raised things (a hovered card, a dialog) also get a
 * faint edge of light.
 */
export const darkShadows: Readonly<Record<ShadowName, string>> = {
  sm: '0 1px 3px rgba(0, 0, 0, 0.5)',
  md: '0 0 0 1px rgba(255, 255, 255, 0.1), 0 4px 12px rgba(0, 0, 0, 0.55)',
  lg: '0 0 0 1px rgba(255, 255, 255, 0.12), 0 12px 28px rgba(0, 0, 0, 0.65)',
};

/** The address bar's colour on phones (index.html's theme-color), per palette. */
export const browserThemeColor = { light: lightPalette.primary, dark: darkPalette.background } as const;

function declarations(
  palette: Readonly<Record<ColorName, string>>,
  shadows: Readonly<Record<ShadowName, string>>,
): string {
  return [
    ...Object.entries(palette).map(([name, value]) => `--c-${name}:${value}`),
    ...Object.entries(shadows).map(([name, value]) => `--shadow-${name}:${value}`),
  ].join(';');
}

/** The CSS that defines every `--c-*` and `--shadow-*` property, light by default and dark on request. */
export function paletteCss(): string {
  return (
    `:root{${declarations(lightPalette, lightShadows)};color-scheme:light}` +
    `@media (prefers-color-scheme:dark){:root{${declarations(darkPalette, darkShadows)};color-scheme:dark}}`
  );
}

/**
 * The web app manifest as the build ships it: public/manifest.webmanifest with the palette's
 * colours filled in (the splash screen's background, the title bar), so they never drift.
 * webpack.config.ts applies it as it copies the file.
 */
export function themedManifest(source: string): string {
  const manifest = JSON.parse(source) as Record<string, unknown>;
  return JSON.stringify(
    { ...manifest, background_color: lightPalette.background, theme_color: browserThemeColor.light },
    null,
    2,
  );
}
