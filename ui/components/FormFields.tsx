import { styled } from 'styled-components';

/**
 * A form's fields, locked while the form saves (`disabled={saving}`): what is typed after 儲存
 * would not be in what was saved, and the form closes or empties once it is. The buttons stay
 * outside, so 儲存中… keeps the focus. `display: contents` leaves the form's layout as it is.
 */
export const FormFields = styled.fieldset`
  display: contents;
`;
