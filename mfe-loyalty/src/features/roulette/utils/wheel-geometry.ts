/**
 * The wheel's geometry. Angles are degrees, clockwise from the top, where the pointer stands.
 * Segment `i` of `n` spans [i·360/n, (i+1)·360/n) on the wheel; rotating the wheel by `R`
 * clockwise brings the wheel's angle `−R (mod 360)` under the pointer.
 */

/** Spin rules (spec §9): the wheel turns at least this many full turns before it stops. */
export const MIN_FULL_TURNS = 5;

/** `value` modulo `by`, always in [0, by). */
const mod = (value: number, by: number) => ((value % by) + by) % by;

function assertSegment(index: number, count: number) {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`a wheel needs at least one segment, got ${count}`);
  }
  if (!Number.isInteger(index) || index < 0 || index >= count) {
    throw new RangeError(`segment ${index} is not on a wheel of ${count}`);
  }
}

/** The width of one segment of a wheel of `count` equal segments. */
export const segmentAngle = (count: number) => 360 / count;

/** The middle of segment `index`, on the wheel (before any rotation). */
export function segmentCenter(index: number, count: number): number {
  assertSegment(index, count);
  return (index + 0.5) * segmentAngle(count);
}

/**
 * The rotation the wheel stops at so that the pointer is on the middle of segment `index`:
 * the first such rotation at least `turns` full turns past `from` (the rotation the wheel is
 * at now). It is always in [from + turns·360, from + (turns + 1)·360), so every spin turns
 * forward, at least five times, and less than one more turn.
 */
export function stopAngle(
  from: number,
  index: number,
  count: number,
  turns: number = MIN_FULL_TURNS,
): number {
  const landing = mod(360 - segmentCenter(index, count), 360);
  const base = from + turns * 360;
  return base + mod(landing - base, 360);
}

/** The segment under the pointer when the wheel is rotated by `rotation`. */
export function segmentAtPointer(rotation: number, count: number): number {
  assertSegment(0, count);
  return Math.floor(mod(-rotation, 360) / segmentAngle(count)) % count;
}

/** A point of the wheel at `angle` (clockwise from the top) and `radius`, in SVG coordinates. */
export function pointAt(angle: number, radius: number): { x: number; y: number } {
  const radians = (angle * Math.PI) / 180;
  return { x: radius * Math.sin(radians), y: -radius * Math.cos(radians) };
}

/** The SVG path of segment `index`: a slice from the centre (0, 0) out to `radius`. */
export function segmentPath(index: number, count: number, radius: number): string {
  assertSegment(index, count);
  const start = pointAt(index * segmentAngle(count), radius);
  const end = pointAt((index + 1) * segmentAngle(count), radius);
  const largeArc = segmentAngle(count) > 180 ? 1 : 0;
  const f = (n: number) => Number(n.toFixed(3));
  return `M 0 0 L ${f(start.x)} ${f(start.y)} A ${radius} ${radius} 0 ${largeArc} 1 ${f(end.x)} ${f(end.y)} Z`;
}
