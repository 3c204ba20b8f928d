/** One Shamir share: the key's 32 bytes of y values plus one x coordinate byte. */
export type Share = Uint8Array

/** Overwrites secret bytes so they do not linger in memory once used. */
export function wipe(...buffers: (Uint8Array | undefined)[]): void {
  for (const buffer of buffers) buffer?.fill(0)
}

/** A share as the API body carries it (standard base64). */
export function shareToBase64(share: Share): string {
  let binary = ''
  for (const byte of share) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The share bytes of a base64 text; throws on anything that is not base64. */
export function shareFromBase64(text: string): Share {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) throw new TypeError('Invalid base64')
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}
