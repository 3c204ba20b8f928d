const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * `length` random letters and digits from the platform CSPRNG (62 symbols, rejection-sampled so
 * each is equally likely): nonces (EIP-4361 allows only letters and digits) and session tokens.
 */
export function randomToken(length: number): string {
  let out = ''
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62]
    }
  }
  return out
}
