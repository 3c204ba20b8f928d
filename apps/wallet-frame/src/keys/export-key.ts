import { bytesToHex, type Hex } from 'viem'
import { KeyExportCancelledError } from './key-errors.js'
import type { ShareSigner } from './sign-with-shares.js'
import { withPrivateKey } from './wallet-key.js'

/**
 * The private key as hex, only after `confirm` (the frame's own confirmation UI, in the frame's
 * origin, so the dapp cannot click it) resolved `true`; otherwise KeyExportCancelledError
 * "Export cancelled". The returned string cannot be wiped (JS strings are immutable): the
 * caller shows it once and drops it.
 *
 * @example
 * const key = await exportPrivateKey({ shares: [device, auth], address, confirm: () => askUser() })
 */
export async function exportPrivateKey(
  p: ShareSigner & { confirm: () => Promise<boolean> },
): Promise<Hex> {
  if ((await p.confirm()) !== true) throw new KeyExportCancelledError()
  return withPrivateKey(p.shares, p.address, (key) => bytesToHex(key))
}
