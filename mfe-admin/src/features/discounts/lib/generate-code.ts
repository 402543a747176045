/** The characters of a generated code (spec §5): A–Z and 0–9. */
export const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** A generated code's length (spec §9). */
export const GENERATED_CODE_LENGTH = 8;

/** The largest multiple of 36 a byte can hold: bytes from here up would favour some letters. */
const UNBIASED_LIMIT = 256 - (256 % CODE_ALPHABET.length);

export type RandomBytes = (buffer: Uint8Array<ArrayBuffer>) => Uint8Array;

const cryptoBytes: RandomBytes = (buffer) => crypto.getRandomValues(buffer);

/**
 * 'Generar': 8 characters drawn uniformly from A–Z and 0–9 with the browser's cryptographic
 * random numbers (`crypto.getRandomValues`), so codes can't be guessed from earlier ones.
 * Bytes of 252 and above are drawn again (rejection sampling), which keeps every character
 * equally likely.
 */
export function generateDiscountCode(randomBytes: RandomBytes = cryptoBytes): string {
  let code = '';
  while (code.length < GENERATED_CODE_LENGTH) {
    const bytes = randomBytes(new Uint8Array(GENERATED_CODE_LENGTH * 2));
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
      if (code.length === GENERATED_CODE_LENGTH) break;
    }
  }
  return code;
}
