import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';
import { DropZone } from '../../../lib/file-drop.styles';

/** The product's zone: taller, as it lists what it holds under it. */
export const Zone = styled(DropZone)`
  min-height: 112px;
  padding: ${vars.space[4]};
`;

export const BatchStatus = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};

  /* kept in the accessibility tree so each count is announced; out of the flow when empty */
  &:empty {
    position: absolute;
  }
`;

export const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  min-width: 0;

  &[data-main='true'] {
    border-color: ${vars.color.brand};
  }
`;

export const Thumb = styled.div`
  position: relative;
  aspect-ratio: 1;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
  overflow: hidden;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &[data-state='uploading'] img {
    opacity: 0.5;
  }
`;

export const MainBadge = styled.span`
  position: absolute;
  top: ${vars.space[1]};
  left: ${vars.space[1]};
`;

export const Caption = styled.span`
  overflow: hidden;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space[1]};
`;
