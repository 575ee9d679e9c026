import { styled } from 'styled-components';
import { authTexts } from './texts';

const Toggle = styled.button`
  min-height: 36px;
  margin-inline-end: 4px;
  padding: 0 10px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

/** 顯示密碼 / 隱藏密碼 at the end of a password field (the sign-in page, /reset-password). */
export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <Toggle type="button" aria-pressed={shown} onClick={onToggle}>
      {shown ? authTexts.hidePassword : authTexts.showPassword}
    </Toggle>
  );
}
