import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';
import { Ellipsis } from '../../../components/admin-kit';

/** The product's cell: at most 13rem wide, so the row's buttons and every column fit. */
export const NameCell = styled.span`
  --ellipsis-width: 13rem;
  display: grid;
  gap: 2px;
  min-width: 0;
  max-width: 13rem;
`;

export const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const Brand = styled(Ellipsis)`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const CategoryName = styled(Ellipsis)`
  --ellipsis-width: 7rem;
`;

export const Thumbs = styled.span`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
`;

export const Thumb = styled.img`
  width: 32px;
  height: 32px;
  flex: none;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
  object-fit: cover;
`;

/** A product without pictures: a dashed box as wide as its words, on one line. */
export const NoImage = styled.span`
  display: inline-flex;
  align-items: center;
  height: 32px;
  padding: 0 ${vars.space[2]};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  white-space: nowrap;
`;

export const MoreImages = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  font-weight: 700;
  white-space: nowrap;
`;

/** Active or not, and low stock, under the product's name. */
export const Badges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
  margin-top: 2px;
`;

/** Price, discount, regular and member price, one under the other; an amount never breaks. */
export const PriceCell = styled.span`
  display: grid;
  justify-items: end;
  gap: 2px;

  & > span:first-child,
  del {
    white-space: nowrap;
  }
  del {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
`;
