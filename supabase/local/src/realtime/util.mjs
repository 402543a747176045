// @ts-check
/** Small value helpers shared by the realtime modules. */

/** @param {unknown} value */
export const isObject = (value) =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Stable JSON (sorted keys) for hashing binding parameters. @param {unknown} value @returns {string} */
export function stableJson(value) {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isObject(value)) {
    const object = /** @type {Record<string, unknown>} */ (value);
    return `{${Object.keys(object)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson(object[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** @param {unknown} error */
export function errorText(error) {
  return error instanceof Error ? error.message : String(error);
}
