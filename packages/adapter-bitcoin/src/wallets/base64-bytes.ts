// Base64 <-> bytes with the platform's atob/btoa (browsers and Node 16+), so the initial bundle
// needs no codec library for the PSBTs and signatures Wallet Standard wallets pass as bytes.

/** Bytes to standard base64. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Standard base64 to bytes; throws on anything else. */
export function base64ToBytes(value: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length % 4 !== 0)
    throw new TypeError('not base64')
  return Uint8Array.from(atob(value), (c) => c.charCodeAt(0))
}
