import { createGlobalStyle } from 'styled-components';

/**
 * Base document styles: the system font stack, 16 px / 1.7 body, a visible focus ring on
 * keyboard focus, touch targets of at least 44 px, and no motion for people who ask for none.
 * No letter-spacing anywhere: Chinese text is never tracked.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    background: ${({ theme }) => theme.colors.background};
  }

  body {
    margin: 0;
    min-width: 320px;
    font-family: ${({ theme }) => theme.typography.fontFamily};
    font-size: ${({ theme }) => theme.typography.size.md};
    line-height: ${({ theme }) => theme.typography.lineHeight.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    overflow-wrap: anywhere;
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, h5, h6 {
    margin: 0;
    line-height: ${({ theme }) => theme.typography.lineHeight.heading};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }

  p {
    margin: 0;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-underline-offset: 0.2em;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }

  img, svg {
    display: block;
    max-width: 100%;
  }

  img {
    height: auto;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  button, [role='button'], input:not([type='checkbox']):not([type='radio']):not([type='hidden']), select {
    min-height: ${({ theme }) => theme.layout.touchTarget};
  }

  input[type='checkbox'], input[type='radio'] {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  button {
    cursor: pointer;
  }

  button:disabled, [aria-disabled='true'] {
    cursor: not-allowed;
  }

  /* Focused or targeted elements never hide under the sticky header. */
  input, select, textarea, button, a, [tabindex], :target {
    scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
  }

  :focus {
    outline: none;
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  ::selection {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.text};
  }

  [hidden] {
    display: none !important;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
