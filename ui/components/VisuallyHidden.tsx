import { styled } from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
