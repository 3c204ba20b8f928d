import { loadOnce } from '../adapter-kit/load-once.js'
import type { ChainNamespace } from '../types/chain.js'

declare const fullyChecked: unique symbol

/**
 * An address its family's full check accepted: the EIP-55 checksum (or all lower-case), base58
 * to 32 bytes, the SS58 checksum, the base58check / bech32(m) checksum and chain prefix. Only the
 * codecs' `check` makes one, and those codecs (with their hash functions) stay out of the page's
 * start-up: an adapter loads them with {@link lazyAddressCodec} before it acts on an address, so
 * holding this type is proof the checksum ran, whatever checked the shape before.
 */
export type CheckedAddress<namespace extends ChainNamespace = ChainNamespace> = string & {
  readonly [fullyChecked]: namespace
}

/** A family's address codec, loaded on first need instead of with the page. */
export interface LazyAddressCodec<codec> {
  /**
   * The codec once its code is in, `undefined` before: a caller that cannot wait refuses the
   * address (nothing is accepted unchecked).
   */
  readonly loaded: codec | undefined
  /** Loads the codec (again after a failed download) and resolves with it. */
  load(): Promise<codec>
}

/**
 * Wraps the `import()` of a family's address codec: {@link LazyAddressCodec.load} starts it once,
 * and a failed download (offline, a deploy in between) is tried again by the next call.
 *
 * @example
 * const addresses = lazyAddressCodec(loadSolanaAddress)
 * const codec = await addresses.load()
 * codec.check(reported) // CheckedAddress<'solana'> | undefined
 */
export function lazyAddressCodec<codec>(load: () => Promise<codec>): LazyAddressCodec<codec> {
  let loaded: codec | undefined
  return {
    get loaded() {
      return loaded
    },
    load: loadOnce(() =>
      load().then((codec) => {
        loaded = codec
        return codec
      }),
    ),
  }
}
