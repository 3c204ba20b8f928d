// The client entry of @portico/siwx: `siwx` configs for createAppKit and the message format.
// Server code (storages, handlers) is in `./server`; each namespace's verifier in `./verifiers/*`.

export { createLocalSiwx, type LocalSiwxOptions } from '../client/create-local-siwx.js'
export { createServerSiwx, type ServerSiwxOptions } from '../client/create-server-siwx.js'
export type { MessageOptions } from '../client/message-data.js'
export type { SiwxClientStorage } from '../client/session-store.js'
export { SiwxClientError } from '../client/siwx-client-error.js'
export { SiwxServerUnreachableError } from '../client/siwx-server-unreachable-error.js'
export { formatSiwxMessage } from '../message/format-message.js'
export { SiwxMessageError, type SiwxMessageField } from '../message/message-errors.js'
export { parseSiwxMessage } from '../message/parse-message.js'
export {
  accountLabels,
  messageAccountId,
  messageNetworkId,
  type SiwxMessage,
} from '../message/siwx-message.js'
export { validateSiwxMessage } from '../message/validate-message.js'
