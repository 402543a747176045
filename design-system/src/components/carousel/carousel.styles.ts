import { styled } from 'styled-components';
import { media, vars } from '../../tokens';

export const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  max-width: 100%;
`;

export const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;

export const Viewport = styled.div`
  max-width: 100%;
  overflow: hidden;

  /* server-rendered, before hydration: every slide in a row that scrolls sideways */
  &[data-state='scrolling'] {
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    overscroll-behavior-x: contain;
    /* no scrollbar whose removal at hydration would move the page below */
    scrollbar-width: none;
  }
  &[data-state='scrolling'] > * > * {
    scroll-snap-align: start;
  }
`;

export const Track = styled.div<{ $gap: number }>`
  display: flex;
  gap: ${({ $gap }) => $gap}px;
  transition: transform ${vars.duration.slow} ${vars.easing.standard};

  ${media.reducedMotion} {
    transition: none;
  }
`;

export const Slide = styled.div`
  flex: none;
  min-width: 0;
`;
