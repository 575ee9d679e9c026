/**
 * The one styled-components theme. Every view takes colours, spacing, radii, shadows,
 * breakpoints and type from here (ARCHITECTURE.md, UI conventions). Colour pairs used for text
 * meet WCAG AA (≥ 4.5:1 for body text, ≥ 3:1 for large text and UI boundaries); the ratios are
 * noted next to each colour against `surface` (#ffffff).
 */

const colors = {
  /** Page background. */
  background: '#f7f8f6',
  /** Cards, panels, inputs. */
  surface: '#ffffff',
  /** Subtle tinted surface (hovered rows, section bands). */
  surfaceMuted: '#eef1ee',
  /** Body text: 14.7:1 on surface. */
  text: '#1f2937',
  /** Secondary text, hints: 7.6:1 on surface. */
  textMuted: '#4b5563',
  /** Text on primary / danger fills. */
  textOnPrimary: '#ffffff',
  /** Brand teal: 7.5:1 on surface (links, primary buttons). */
  primary: '#0f5f5c',
  /** Hover / pressed primary: 10:1 with white text. */
  primaryHover: '#0b4a47',
  /** Light tint behind primary text (badges, selected tabs): primary on it is 6.5:1. */
  primarySoft: '#e6f2f1',
  /** Brand amber, decorative or behind dark text only (text on it 8.3:1). */
  accent: '#f5b942',
  accentSoft: '#fef3c7',
  /** Borders of inputs and cards: ≥ 3:1 for inputs (UI boundary). */
  border: '#8c96a3',
  /** Hairlines between items (decorative). */
  divider: '#dfe3e8',
  /** Errors: 6.6:1 on surface. */
  danger: '#b42318',
  dangerHover: '#912018',
  dangerSoft: '#fef3f2',
  /** Success: 5.7:1 on surface. */
  success: '#067647',
  successSoft: '#ecfdf3',
  /** Warnings / notices: 5.9:1 on surface. */
  warning: '#8a5a00',
  warningSoft: '#fffaeb',
  /** Focus ring: 5.2:1 on surface, 3:1+ on every fill it surrounds. */
  focus: '#2563eb',
  /** Modal backdrop. */
  overlay: 'rgba(17, 24, 39, 0.55)',
  /**
   * Avatar fallback circles (white initial on each: all ≥ 4.5:1).
   */
  avatar: ['#0f5f5c', '#1d4ed8', '#7c3aed', '#b42318', '#9a3412', '#047857', '#4338ca', '#be185d'],
} as const;

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

const shadows = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
  md: '0 4px 8px -2px rgba(16, 24, 40, 0.08), 0 2px 4px -2px rgba(16, 24, 40, 0.06)',
  lg: '0 12px 24px -4px rgba(16, 24, 40, 0.12), 0 4px 8px -4px rgba(16, 24, 40, 0.06)',
} as const;

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
