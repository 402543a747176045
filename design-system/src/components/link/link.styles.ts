import { css, styled } from 'styled-components';
import { vars } from '../../tokens';

export type LinkVariant = 'default' | 'subtle';

const variantCss: Record<LinkVariant, ReturnType<typeof css>> = {
  default: css`
    color: ${vars.color.brand};
    text-decoration-color: currentColor;
    &:hover {
      text-decoration-thickness: 2px;
    }
  `,
  /* same colour as the text around it, so it stays underlined to be told apart */
  subtle: css`
    color: inherit;
    text-decoration-color: ${vars.color.borderStrong};
    &:hover {
      color: ${vars.color.brand};
      text-decoration-color: currentColor;
    }
  `,
};

export const StyledLink = styled.a<{ $variant: LinkVariant }>`
  display: inline;
  font-weight: 600;
  text-decoration-line: underline;
  text-underline-offset: 0.18em;
  text-decoration-thickness: 1px;
  border-radius: 2px;
  cursor: pointer;
  transition:
    color ${vars.duration.fast} ${vars.easing.standard},
    text-decoration-color ${vars.duration.fast} ${vars.easing.standard};
  ${({ $variant }) => variantCss[$variant]}
`;

export const ExternalMark = styled.span`
  display: inline-block;
  margin-inline-start: 0.2em;
  font-size: 0.85em;
`;
