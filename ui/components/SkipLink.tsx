import { styled } from 'styled-components';
import { texts } from '../texts';

const Link = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  left: ${({ theme }) => theme.space.xs};
  z-index: ${({ theme }) => theme.zIndex.modal + 1};
  padding: 10px 16px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnPrimary};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  border-radius: ${({ theme }) => theme.radii.md};
  transform: translateY(-200%);

  &:focus,
  &:focus-visible {
    transform: none;
    color: ${({ theme }) => theme.colors.textOnPrimary};
  }
`;

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element: jumps past the header to <main>. */
export function SkipLink({ targetId = MAIN_CONTENT_ID }: { targetId?: string }) {
  return (
    <Link
      href={`#${targetId}`}
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        target.focus();
        target.scrollIntoView?.();
      }}
    >
      {texts.common.skipToContent}
    </Link>
  );
}
