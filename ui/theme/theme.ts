/**
 * The one styled-components theme. Every view takes colours, spacing, radii, shadows,
 * breakpoints and type from here (ARCHITECTURE.md, UI conventions).
 */

/** A colour of the theme: a CSS custom property whose light and dark values are in palette.ts. */
const color = <N extends string>(name: N) => `var(--c-${name})` as const;

const colors = {
  /** Page background. */
  background: color('background'),
  /** Cards, panels, inputs. */
  surface: color('surface'),
  /** Subtle tinted surface (hovered rows, section bands). */
  surfaceMuted: color('surfaceMuted'),
  /** Body text. */
  text: color('text'),
  /** Secondary text, hints. */
  textMuted: color('textMuted'),
  /** Text on primary / danger fills. */
  textOnPrimary: color('textOnPrimary'),
  /** Text on the accent fill. */
  textOnAccent: color('textOnAccent'),
  /** Brand teal (links, primary buttons). */
  primary: color('primary'),
  /** Hover / pressed primary. */
  primaryHover: color('primaryHover'),
  /** Light tint behind primary text (badges, selected tabs). */
  primarySoft: color('primarySoft'),
  /** Brand amber, decorative or behind textOnAccent only. */
  accent: color('accent'),
  accentSoft: color('accentSoft'),
  /** Borders of inputs and cards (≥ 3:1: a UI boundary). */
  border: color('border'),
  /** Hairlines between items (decorative). */
  divider: color('divider'),
  /** Errors. */
  danger: color('danger'),
  dangerHover: color('dangerHover'),
  dangerSoft: color('dangerSoft'),
  success: color('success'),
  successSoft: color('successSoft'),
  /** Warnings / notices. */
  warning: color('warning'),
  warningSoft: color('warningSoft'),
  /** Focus ring. */
  focus: color('focus'),
  /** Modal backdrop. */
  overlay: color('overlay'),
  /** The footer's dark band (in both palettes). */
  footer: color('footer'),
  /**
   * Avatar fallback circles, the same in both palettes (white initial on each: all ≥ 4.5:1).
   */
  avatar: ['#0f5f5c', '#1d4ed8', '#7c3aed', '#b42318', '#9a3412', '#047857', '#4338ca', '#be185d'],
} as const;

/** The names of the palette's colours (every colour but the avatar circles). */
export type ColorName = Exclude<keyof typeof colors, 'avatar'>;

const space = {
  /** 4px */
  xxs: '4px',
  /** 8px */
  xs: '8px',
  /** 12px */
  sm: '12px',
  /** 16px */
  md: '16px',
  /** 24px */
  lg: '24px',
  /** 32px */
  xl: '32px',
  /** 48px */
  xxl: '48px',
  /** 64px */
  xxxl: '64px',
} as const;

const radii = {
  sm: '6px',
  md: '10px',
  lg: '16px',
  pill: '999px',
  round: '50%',
} as const;

/** Elevation: CSS custom properties too (a dark page needs darker shadows and an edge of light). */
const shadows = {
  sm: 'var(--shadow-sm)',
  md: 'var(--shadow-md)',
  lg: 'var(--shadow-lg)',
} as const;

export type ShadowName = keyof typeof shadows;

/** Phone first: styles are written for 360 px, then widened at these minimum widths. */
const breakpoints = {
  phone: 360,
  tablet: 768,
  desktop: 1280,
} as const;

const media = {
  /** ≥ 768 px */
  tablet: `@media (min-width: ${breakpoints.tablet}px)`,
  /** ≥ 1280 px */
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  /** < 768 px */
  phoneOnly: `@media (max-width: ${breakpoints.tablet - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

const typography = {
  /** System fonts only: nothing is fetched from a CDN. */
  fontFamily: '"PingFang TC", "Noto Sans TC", "Microsoft JhengHei", system-ui, sans-serif',
  /** Latin monospace for codes or numbers that must align. */
  monoFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  size: {
    xs: '0.8125rem', // 13px, only for badges
    sm: '0.875rem', // 14px
    md: '1rem', // 16px body
    lg: '1.125rem', // 18px
    xl: '1.375rem', // 22px
    xxl: '1.75rem', // 28px
    display: '2.25rem', // 36px
  },
  weight: {
    regular: 400,
    medium: 500,
    bold: 700,
  },
  lineHeight: {
    body: 1.7,
    heading: 1.4,
    tight: 1.25,
  },
} as const;

const layout = {
  /** Content max width. */
  maxWidth: '1200px',
  /** Narrow content (forms, articles). */
  narrowWidth: '720px',
  headerHeight: '64px',
  /** Minimum touch target. */
  touchTarget: '44px',
} as const;

const motion = {
  fast: '120ms',
  normal: '200ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

const zIndex = {
  header: 100,
  menu: 200,
  toast: 400,
  modal: 500,
} as const;

export const theme = {
  colors,
  space,
  radii,
  shadows,
  breakpoints,
  media,
  typography,
  layout,
  motion,
  zIndex,
} as const;

export type AppTheme = typeof theme;
