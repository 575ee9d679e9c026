import { styled, keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** Decorative spinner; pair it with text (LoadingState, Button loading). */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size = 18 }) => `${$size}px`};
  height: ${({ $size = 18 }) => `${$size}px`};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
    border-right-color: currentColor;
    opacity: 0.6;
  }
`;
