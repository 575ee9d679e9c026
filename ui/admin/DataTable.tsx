import type { ReactNode } from 'react';
import { styled, css } from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

/**
 * The admin tables. One semantic <table> at every width: from desktop width up a classic
 * table; below it (phones, tablets next to the sidebar) every row is a stacked card whose
 * cells carry their own visible label, so nothing ever scrolls sideways. The explicit ARIA
 * roles keep the table's semantics when CSS changes its display.
 */

/** Below desktop width: rows become cards. */
export const stacked = ({ theme }: { theme: DefaultTheme }) => `@media (max-width: ${theme.breakpoints.desktop - 0.02}px)`;

/** Tablet widths (rows are cards, side by side where they fit). */
const stackedTablet = ({ theme }: { theme: DefaultTheme }) =>
  `@media (min-width: ${theme.breakpoints.tablet}px) and (max-width: ${theme.breakpoints.desktop - 0.02}px)`;

export const TableFrame = styled.div<{ $busy?: boolean }>`
  min-width: 0;
  transition: opacity ${({ theme }) => theme.motion.normal};
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};

  ${({ theme }) => theme.media.desktop} {
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    overflow: hidden;
  }
`;

export const Table = styled.table.attrs({ role: 'table' })`
  width: 100%;
  border-collapse: collapse;

  ${stacked} {
    display: block;
  }
`;

export const Caption = styled.caption`
  ${visuallyHidden}
`;

export const THead = styled.thead.attrs({ role: 'rowgroup' })`
  ${stacked} {
    ${visuallyHidden}
  }
`;

export const TBody = styled.tbody.attrs({ role: 'rowgroup' })`
  ${stacked} {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }

  ${stackedTablet} {
    grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  }
`;

export const Tr = styled.tr.attrs({ role: 'row' })`
  ${({ theme }) => theme.media.desktop} {
    tbody > & {
      border-top: 1px solid ${({ theme }) => theme.colors.divider};
    }

    tbody > &:hover {
      background: ${({ theme }) => theme.colors.background};
    }
  }

  ${stacked} {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

export const Th = styled.th.attrs({ role: 'columnheader', scope: 'col' })<{ $align?: 'start' | 'end' }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-align: ${({ $align = 'start' }) => $align};
  white-space: nowrap;
`;

type CellKind = 'primary' | 'media' | 'actions' | 'plain';

const cellKindStyles = (kind: CellKind) => {
  switch (kind) {
    case 'primary':
      return css`
        ${stacked} {
          display: block;
          padding-bottom: ${({ theme }) => theme.space.sm};
          margin-bottom: ${({ theme }) => theme.space.xxs};
          border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
        }
      `;
    case 'media':
      return css`
        ${({ theme }) => theme.media.desktop} {
          width: 1%;
        }

        ${stacked} {
          display: block;
        }
      `;
    case 'actions':
      return css`
        ${({ theme }) => theme.media.desktop} {
          text-align: end;
          white-space: nowrap;
        }

        ${stacked} {
          display: block;
          margin-top: auto;
          padding-top: ${({ theme }) => theme.space.sm};
        }
      `;
    default:
      return css`
        ${stacked} {
          display: grid;
          grid-template-columns: 6.5em minmax(0, 1fr);
          align-items: baseline;
          gap: ${({ theme }) => theme.space.sm};
        }
      `;
  }
};

export const Td = styled.td.attrs({ role: 'cell' })<{ $kind?: CellKind; $nowrap?: boolean }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  vertical-align: middle;
  overflow-wrap: anywhere;
  ${({ $nowrap }) => ($nowrap ? 'white-space: nowrap;' : '')}
  ${({ $kind = 'plain' }) => cellKindStyles($kind)}

  ${stacked} {
    padding: 0;
    white-space: normal;
  }
`;

const Label = styled.span`
  display: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};

  ${stacked} {
    display: block;
  }
`;

/** A cell's column name, shown only when rows are cards (screen readers get the header). */
export function CellLabel({ children }: { children: ReactNode }) {
  return <Label aria-hidden="true">{children}</Label>;
}

/** The value next to a CellLabel. */
export const CellValue = styled.span`
  min-width: 0;
`;

/** Buttons of a row: a row on desktop; wrapped, full-width halves on cards. */
export const RowActions = styled.div`
  display: inline-flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space.xs};
  justify-content: flex-end;

  ${stacked} {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
    width: 100%;
  }
`;

/** Muted secondary text inside a cell. */
export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;
