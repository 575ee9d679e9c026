import { styled } from 'styled-components';

export type BadgeTone = 'primary' | 'neutral' | 'success' | 'warning' | 'danger' | 'accent';

/** Small label (admin badge, application status, stage). Colours keep AA contrast. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: 1.6;
  white-space: nowrap;
  ${({ theme, $tone = 'neutral' }) => {
    const c = theme.colors;
    switch ($tone) {
      case 'primary':
        return `background: ${c.primarySoft}; color: ${c.primaryHover};`;
      case 'success':
        return `background: ${c.successSoft}; color: ${c.success};`;
      case 'warning':
        return `background: ${c.warningSoft}; color: ${c.warning};`;
      case 'danger':
        return `background: ${c.dangerSoft}; color: ${c.danger};`;
      case 'accent':
        return `background: ${c.accent}; color: ${c.textOnAccent};`;
      default:
        return `background: ${c.surfaceMuted}; color: ${c.text};`;
    }
  }}
`;
