import type { SiwxMessage } from './siwx-message.js'

/** A SIWE vector's fields as our message (chain id as its CAIP-2 reference string). */
export function fromSiweFields(fields: Record<string, unknown>): SiwxMessage {
  const { chainId, scheme, ...rest } = fields
  return {
    namespace: 'eip155',
    ...rest,
    ...(scheme ? { scheme } : {}),
    ...(chainId === undefined ? {} : { chainId: String(chainId) }),
  } as SiwxMessage
}
