import { css, styled } from 'styled-components';

/** Hides content from sight but keeps it in the accessibility tree. */
export const visuallyHiddenCss = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0 0 0 0) !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

export const Hidden = styled.span`
  ${visuallyHiddenCss}
`;
