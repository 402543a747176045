import { Link } from 'react-router';
import { css, styled } from 'styled-components';
import { vars } from '@bonis/design-system';

export const Root = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};
`;

export const Heading = styled.h2`
  margin: 0;
  font-family: ${vars.font.familyDisplay};
  font-size: ${vars.fontSize.lg};
  line-height: 1.2;

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const Lines = styled.ul`
  display: grid;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Line = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
`;

const lineBody = css`
  display: grid;
  flex: 1;
  grid-template-columns: 48px minmax(0, 1fr);
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
  padding: ${vars.space[1]};
  border-radius: ${vars.radius.sm};
  color: inherit;
`;

export const LineLink = styled(Link)`
  ${lineBody}
  text-decoration: none;

  &:hover {
    background: ${vars.color.surfaceSunken};
  }
  &:hover [data-line-name] {
    text-decoration: underline;
  }
`;

export const LineBody = styled.div`
  ${lineBody}
`;

export const LineText = styled.span`
  display: grid;
  min-width: 0;
`;

export const LineName = styled.span`
  overflow: hidden;
  font-weight: 700;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Muted = styled.span`
  color: ${vars.color.textMuted};
`;

export const LineMeta = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0 ${vars.space[2]};
`;

export const LinePrice = styled.span`
  font-weight: 700;
  white-space: nowrap;
`;

export const Unavailable = styled.span`
  color: ${vars.color.danger};
  font-weight: 700;
`;

export const More = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

export const Summary = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space[2]};
  margin: 0;
  padding-top: ${vars.space[3]};
  border-top: 1px solid ${vars.color.border};
  font-size: ${vars.fontSize.md};
  font-weight: 700;
`;

export const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${vars.space[2]};
`;

const actionLink = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: 0 ${vars.space[4]};
  border: 2px solid ${vars.color.brand};
  border-radius: ${vars.radius.pill};
  font-weight: 700;
  text-align: center;
  text-decoration: none;
  transition: background ${vars.duration.fast} ${vars.easing.standard};
`;

export const PrimaryAction = styled(Link)`
  ${actionLink}
  border-color: ${vars.color.brandBg};
  background: ${vars.color.brandBg};
  color: ${vars.color.onBrand};

  &:hover {
    border-color: ${vars.color.brandBgHover};
    background: ${vars.color.brandBgHover};
  }
`;

export const SecondaryAction = styled(Link)`
  ${actionLink}
  background: ${vars.color.surface};
  color: ${vars.color.brand};

  &:hover {
    background: ${vars.color.brandSoft};
    color: ${vars.color.onBrandSoft};
  }
`;

export const Message = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  justify-items: start;
`;

export const Text = styled.p`
  margin: 0;
`;

export const SkeletonLine = styled.div`
  display: grid;
  grid-template-columns: 48px 1fr;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const SkeletonText = styled.div`
  display: grid;
  gap: ${vars.space[1]};
`;
