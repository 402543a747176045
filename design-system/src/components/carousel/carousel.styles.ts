import { styled } from 'styled-components';
import { vars } from '../../tokens';

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

/** Embla's container: it moves it with transforms of its own (no CSS transition here). */
export const Track = styled.div<{ $gap: number }>`
  display: flex;
  gap: ${({ $gap }) => $gap}px;

  [data-state='paged'] > & {
    /* horizontal swipes go to the carousel, vertical ones still scroll the page */
    touch-action: pan-y pinch-zoom;
  }
`;

export const Slide = styled.div<{ $fluidWidth?: string }>`
  flex: none;
  min-width: 0;
  margin: 0;
  ${({ $fluidWidth }) => ($fluidWidth ? `width: ${$fluidWidth};` : '')}
`;
