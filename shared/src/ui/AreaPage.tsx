import styled from 'styled-components';

/** The frame of an area's screen: nothing to tap is smaller than 48 x 48 px. */
export const AreaPage = styled.div`
  max-width: 60rem;
  min-width: 0;

  button,
  a[href],
  label:has(input[type='radio']) {
    min-height: 48px;
    min-width: 48px;
  }
`;
