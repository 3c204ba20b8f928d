/** The part of an EIP-1193 provider the adapter relies on. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

/** True when `value` can serve as an EIP-1193 provider (an object with a `request` function). */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return (
    value !== null &&
    (typeof value === 'object' || typeof value === 'function') &&
    typeof (value as { request?: unknown }).request === 'function'
  )
}
