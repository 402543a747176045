import { styled } from 'styled-components';
import { Link } from 'react-router';
import { vars } from '@bonis/design-system';

export { TextLink } from '../../../components/page-parts.styles';

/**
 * What the dropdown shows, whatever its state: the same inner padding as the cart dropdown's
 * (mfe-checkout's `Root`), so the two header panels line up.
 */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  width: min(340px, 100%);
  padding: ${vars.space[3]};
  font-family: ${vars.font.family};
`;

export const Heading = styled.h2`
  font-size: ${vars.fontSize.md};
  font-weight: 800;
  color: ${vars.color.text};

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const ProductLink = styled(Link)`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${vars.space[3]};
  min-width: 0;
  padding: ${vars.space[1]};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.text};
  text-decoration: none;

  &:hover {
    background: ${vars.color.surfaceSunken};
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: -3px;
  }
`;

export const Thumb = styled.img`
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: ${vars.radius.sm};
  object-fit: cover;
  background: ${vars.color.surfaceSunken};
`;

export const ThumbPlaceholder = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.brandSoft};
  color: ${vars.color.onBrandSoft};

  & > svg {
    width: 26px;
    height: 26px;
  }
`;

export const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

/** Up to two lines of the name, then an ellipsis. */
export const Name = styled.span`
  display: -webkit-box;
  overflow: hidden;
  font-weight: 700;
  font-size: ${vars.fontSize.sm};
  line-height: 1.3;
  overflow-wrap: anywhere;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

export const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${vars.space[2]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};

  & > strong {
    color: ${vars.color.text};
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${vars.space[2]};
  border-top: 1px solid ${vars.color.border};
`;

export const Message = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]} ${vars.space[2]};
  text-align: center;
  color: ${vars.color.textMuted};
`;

export const ErrorMessage = styled.p`
  color: ${vars.color.danger};
  font-weight: 700;
`;

export const SkeletonRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[1]};

  & > span:last-child {
    flex: 1;
  }
`;
