import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

/** A home section: its h2 and, at the end of the line, a link to see more. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[4]};
`;

export const SectionTitle = styled.h2`
  font-size: ${vars.fontSize.xl};
  color: ${vars.color.text};

  ${media.md} {
    font-size: ${vars.fontSize['2xl']};
  }
`;

/**
 * A section that usually starts below the fold (the carousels): the browser skips its layout
 * and paint until it nears the viewport (`content-visibility: auto`; it stays in the
 * accessibility tree and in find-in-page), which shortens the first layout of the server-
 * rendered home. `contain-intrinsic-size` holds its place meanwhile, then remembers its size.
 */
export const DeferredSection = styled(Section)`
  content-visibility: auto;
  contain-intrinsic-size: auto 480px;
`;
