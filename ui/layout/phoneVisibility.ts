import { css } from 'styled-components';

/** Hidden below 768 px (those items live in the mobile menu). */
export const hideOnPhone = css`
  ${({ theme }) => theme.media.phoneOnly} {
    display: none !important;
  }
`;

/** Shown below 768 px only. */
export const phoneOnly = css`
  ${({ theme }) => theme.media.tablet} {
    display: none !important;
  }
`;
