import { vars } from '@bonis/design-system';
import type { WheelPrize } from '../api/get-roulette-prizes';
import { segmentColor } from '../utils/segment-colors';
import { segmentAngle, segmentCenter, segmentPath } from '../utils/wheel-geometry';
import { labelPlacement, wheelLabelLines } from '../utils/wheel-label';
import { Figure, Pointer, Rotor, SegmentText } from './roulette-wheel.styles';

/** The wheel's radius in SVG units (its viewBox is 240 × 240 around the centre). */
const RADIUS = 114;
/** Where a segment's name and icon sit, from the centre. */
const LABEL_RADIUS = 58;
const ICON_RADIUS = 99;
const LABEL_SIZE = 9.5;
const LINE_GAP = 10.5;

export interface RouletteWheelProps {
  /** the segments, in the order the database draws them */
  prizes: readonly WheelPrize[];
  /** the wheel's rotation, degrees clockwise (cumulative: every spin turns forward) */
  rotation: number;
  /** the wheel is turning to a new rotation: animate it over `durationMs` */
  spinning: boolean;
  /** no spin animation (prefers-reduced-motion): the wheel jumps to its rotation */
  reducedMotion: boolean;
  durationMs: number;
}

/**
 * The roulette wheel (SVG): equal segments in the prizes' order, clockwise from the pointer at
 * the top, coloured with the 8 cycling colours, each with the prize's icon and name. Decorative
 * for screen readers (the prize list says the same); the result is announced by the page.
 */
export function RouletteWheel({
  prizes,
  rotation,
  spinning,
  reducedMotion,
  durationMs,
}: RouletteWheelProps) {
  const count = prizes.length;
  return (
    <Figure>
      <Pointer viewBox="0 0 34 40" aria-hidden="true">
        <path
          d="M17 39 L2 6 Q1 2 5 2 L29 2 Q33 2 32 6 Z"
          style={{ fill: vars.color.text, stroke: vars.color.surface, strokeWidth: 2 }}
        />
      </Pointer>
      <Rotor
        $animate={spinning && !reducedMotion}
        $duration={durationMs}
        style={{ transform: `rotate(${rotation}deg)` }}
        data-rotation={rotation}
        data-state={spinning ? 'spinning' : 'idle'}
        data-testid="roulette-wheel"
      >
        <svg viewBox="-120 -120 240 240" aria-hidden="true" focusable="false">
          <circle r={RADIUS + 4} style={{ fill: vars.color.borderStrong }} />
          {count === 1 ? (
            <circle r={RADIUS} style={{ fill: vars.color[segmentColor(0).fill] }} />
          ) : (
            prizes.map((prize, index) => (
              <path
                key={prize.id}
                d={segmentPath(index, count, RADIUS)}
                style={{
                  fill: vars.color[segmentColor(index).fill],
                  stroke: vars.color.surface,
                  strokeWidth: 1.5,
                }}
              />
            ))
          )}
          {prizes.map((prize, index) => (
            <SegmentLabel key={prize.id} prize={prize} index={index} count={count} />
          ))}
          <circle
            r={18}
            style={{ fill: vars.color.surface, stroke: vars.color.borderStrong, strokeWidth: 3 }}
          />
          <circle r={6} style={{ fill: vars.color.brandBg }} />
        </svg>
      </Rotor>
    </Figure>
  );
}

function SegmentLabel({
  prize,
  index,
  count,
}: {
  prize: WheelPrize;
  index: number;
  count: number;
}) {
  const lines = wheelLabelLines(prize.name);
  // the label runs along the segment's middle; on the left half it is turned over, so it reads
  // left-to-right rather than upside down
  const { along, flip } = labelPlacement(segmentCenter(index, count));
  const textColor = vars.color[segmentColor(index).text];
  // a narrow segment (many prizes) gets smaller type
  const scale = Math.min(1, segmentAngle(count) / 40);
  const firstLine = -((lines.length - 1) * LINE_GAP * scale) / 2;
  return (
    <g transform={`rotate(${along})`} data-prize-id={prize.id}>
      <title>{prize.name}</title>
      <SegmentText
        x={ICON_RADIUS}
        y={0}
        transform={`rotate(90 ${ICON_RADIUS} 0)`}
        style={{ fontSize: 17 * Math.max(scale, 0.7) }}
      >
        {prize.icon}
      </SegmentText>
      <g
        transform={flip ? `rotate(180 ${LABEL_RADIUS} 0)` : undefined}
        data-label={flip ? 'flipped' : 'outwards'}
      >
        {lines.map((line, lineIndex) => (
          <SegmentText
            key={lineIndex}
            x={LABEL_RADIUS}
            y={firstLine + lineIndex * LINE_GAP * scale}
            style={{ fontSize: LABEL_SIZE * scale, fill: textColor }}
          >
            {line}
          </SegmentText>
        ))}
      </g>
    </g>
  );
}
