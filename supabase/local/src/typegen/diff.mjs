// @ts-check
/**
 * A short line diff for `db:types --check` and the drift test: which lines of the checked-in
 * file would change, with their line numbers, capped so a big drift stays readable.
 */

/**
 * @param {string} before the checked-in text
 * @param {string} after the generated text
 * @param {{ maxLines?: number }} [options] most changed lines to show (default 40)
 * @returns {string} '' when equal
 */
export function diffSummary(before, after, { maxLines = 40 } = {}) {
  if (before === after) return '';
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const ops = lineOps(a.slice(start, endA), b.slice(start, endB));
  const removed = ops.filter((op) => op.kind === '-').length;
  const added = ops.length - removed;
  /** @type {string[]} */
  const lines = [`${removed} line(s) removed, ${added} line(s) added:`];
  let cursor = { a: -1, b: -1 };
  for (const [shown, op] of ops.entries()) {
    if (shown === maxLines) {
      lines.push(`… and ${ops.length - shown} more changed line(s)`);
      break;
    }
    if (op.indexA !== cursor.a || op.indexB !== cursor.b) {
      // a new hunk: line numbers in the checked-in file (-) and the generated one (+)
      lines.push(`@@ -${start + op.indexA + 1} +${start + op.indexB + 1} @@`);
    }
    lines.push(`${op.kind} ${op.text}`);
    cursor = {
      a: op.indexA + (op.kind === '-' ? 1 : 0),
      b: op.indexB + (op.kind === '+' ? 1 : 0),
    };
  }
  return lines.join('\n');
}

/**
 * Removed and added lines from a longest-common-subsequence table. Big inputs (beyond a few
 * million cells) are reported as wholly replaced rather than diffed.
 * @param {string[]} a @param {string[]} b
 * @returns {{ kind: '-' | '+', text: string, indexA: number, indexB: number }[]}
 */
function lineOps(a, b) {
  /** @type {{ kind: '-' | '+', text: string, indexA: number, indexB: number }[]} */
  const ops = [];
  if (a.length * b.length > 4_000_000) {
    a.forEach((text, i) => ops.push({ kind: '-', text, indexA: i, indexB: 0 }));
    b.forEach((text, j) => ops.push({ kind: '+', text, indexA: a.length, indexB: j }));
    return ops;
  }
  const width = b.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] =
        a[i] === b[j]
          ? (table[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(table[(i + 1) * width + j] ?? 0, table[i * width + j + 1] ?? 0);
    }
  }
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (
      j >= b.length ||
      (i < a.length && (table[(i + 1) * width + j] ?? 0) >= (table[i * width + j + 1] ?? 0))
    ) {
      ops.push({ kind: '-', text: a[i] ?? '', indexA: i, indexB: j });
      i++;
    } else {
      ops.push({ kind: '+', text: b[j] ?? '', indexA: i, indexB: j });
      j++;
    }
  }
  return ops;
}
