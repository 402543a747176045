import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';

/** The reward's picture in the list (decorative: the name beside it says it). */
export const Thumb = styled.img`
  display: block;
  width: 40px;
  height: 40px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
  object-fit: cover;
`;

/** A reward without a picture: an empty box of the same size. */
export const NoThumb = styled.span`
  display: block;
  width: 40px;
  height: 40px;
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
`;

export const StockCell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${vars.space[2]};
  white-space: nowrap;
`;

/** The image field's preview and the drop zone beside it (under it on a phone). */
export const ImageRow = styled.div`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  align-items: center;
  gap: ${vars.space[3]};

  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Preview = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  width: 96px;
  height: 96px;
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const ImageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export const Switches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]} ${vars.space[6]};
`;
