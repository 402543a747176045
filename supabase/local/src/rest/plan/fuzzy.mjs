// @ts-check
/**
 * The suggestion behind PostgREST's "Perhaps you meant …" hints: `Data.FuzzySet.getOne` of the
 * Haskell fuzzyset package (0.2), default set (gram sizes 3 then 2, Levenshtein rescoring,
 * minimum score 0.33). Entries and the query are lower-cased; their grams are taken from the
 * letters, digits, spaces and commas only (`_`, `(` and `)` are dropped), between `-` marks. The
 * 50 entries most similar by the cosine of their gram counts are then scored by normalized
 * Levenshtein similarity of the lower-cased texts, and the best one at or above 0.33 wins. The
 * first gram size with a match decides; an exact (case-insensitive) entry always wins.
 */

const MIN_SCORE = 0.33;

/** @param {string} text */
const normalized = (text) => text.replace(/[^\p{L}\p{N}\s,]/gu, '');

/**
 * @param {string} text lower case
 * @param {number} size
 */
function gramCounts(text, size) {
  const padded = `-${normalized(text)}-`;
  /** @type {Map<string, number>} */
  const counts = new Map();
  const chars = [...padded];
  for (let i = 0; i + size <= chars.length; i += 1) {
    const gram = chars.slice(i, i + size).join('');
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

/** @param {Map<string, number>} counts */
const magnitude = (counts) => Math.sqrt([...counts.values()].reduce((sum, n) => sum + n * n, 0));

/**
 * 1 - distance / longer length (text-metrics' levenshteinNorm); 1 for two empty texts.
 * @param {string} a
 * @param {string} b
 */
function levenshteinNorm(a, b) {
  const x = [...a];
  const y = [...b];
  const longest = Math.max(x.length, y.length);
  if (longest === 0) return 1;
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      current[j] = Math.min(
        /** @type {number} */ (previous[j]) + 1,
        /** @type {number} */ (current[j - 1]) + 1,
        /** @type {number} */ (previous[j - 1]) + cost,
      );
    }
    previous = current;
  }
  return 1 - /** @type {number} */ (previous[y.length]) / longest;
}

/**
 * The entry of `candidates` PostgREST would suggest for `value`, if any.
 * @param {Iterable<string>} candidates
 * @param {string} value
 * @returns {string | undefined}
 */
export function fuzzyGetOne(candidates, value) {
  /** @type {Map<string, string>} lower-cased entry → the entry as given (the first given wins) */
  const entries = new Map();
  for (const candidate of candidates) {
    const key = candidate.toLowerCase();
    if (!entries.has(key)) entries.set(key, candidate);
  }
  const query = value.toLowerCase();
  const exact = entries.get(query);
  if (exact !== undefined) return exact;
  for (const size of [3, 2]) {
    const queryGrams = gramCounts(query, size);
    const queryMagnitude = magnitude(queryGrams);
    /** @type {{ key: string, score: number }[]} */
    const similar = [];
    for (const key of entries.keys()) {
      const grams = gramCounts(key, size);
      let dot = 0;
      for (const [gram, count] of queryGrams) dot += count * (grams.get(gram) ?? 0);
      if (dot > 0) similar.push({ key, score: dot / (queryMagnitude * magnitude(grams)) });
    }
    const best = similar
      .sort((a, b) => b.score - a.score)
      .slice(0, 50)
      .map(({ key }) => ({ key, score: levenshteinNorm(query, key) }))
      .sort((a, b) => b.score - a.score)
      .find(({ score }) => score >= MIN_SCORE);
    if (best) return entries.get(best.key);
  }
  return undefined;
}
