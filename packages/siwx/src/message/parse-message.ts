import type { ChainNamespace } from '@portico/core'
import { SiwxMessageError, type SiwxMessageField } from './message-errors.js'
import { accountLabels, type SiwxMessage } from './siwx-message.js'
import { validateSiwxMessage } from './validate-message.js'

const labelToNamespace = new Map(
  Object.entries(accountLabels).map(([namespace, label]) => [label, namespace as ChainNamespace]),
)

const header =
  /^(?:([A-Za-z][A-Za-z0-9+\-.]*):\/\/)?(.*) wants you to sign in with your (\w+) account:$/

/** Reads the lines of a message one by one, in the fixed EIP-4361 order. */
class LineReader {
  index = 0
  constructor(readonly lines: readonly string[]) {}
  get current(): string | undefined {
    return this.lines[this.index]
  }
  /** The value of `Tag: value` on the current line, consuming it; `undefined` when absent. */
  tagged(tag: string): string | undefined {
    const line = this.current
    if (line === undefined || !line.startsWith(`${tag}: `)) return undefined
    this.index += 1
    return line.slice(tag.length + 2)
  }
  required(tag: string, field: SiwxMessageField): string {
    const value = this.tagged(tag)
    if (value === undefined)
      throw new SiwxMessageError(field, `expected "${tag}: " on line ${this.index + 1}`)
    return value
  }
}

/**
 * Parses the exact text of a sign-in message (EIP-4361 for eip155, our CAIP-122 profile for the
 * other namespaces), strictly: LF only, fields in EIP-4361 order, nothing before or after. Text
 * that deviates in any way throws {@link SiwxMessageError}; nothing is normalised, so what parses
 * is what was signed.
 *
 * @example
 * parseSiwxMessage(text).nonce
 */
export function parseSiwxMessage(text: string): SiwxMessage {
  if (typeof text !== 'string') throw new SiwxMessageError('message', 'not a string')
  if (text.includes('\r')) throw new SiwxMessageError('message', 'line endings must be LF only')
  const reader = new LineReader(text.split('\n'))
  const head = header.exec(reader.lines[0] ?? '')
  const namespace = head ? labelToNamespace.get(head[3] as string) : undefined
  if (!head || !namespace)
    throw new SiwxMessageError('message', 'first line is not a sign-in request')
  const address = reader.lines[1] ?? ''
  if (reader.lines[2] !== '')
    throw new SiwxMessageError('message', 'expected an empty line after the address')
  let statement: string | undefined
  if (reader.lines[3] === '' && reader.lines[4]?.startsWith('URI: ')) {
    reader.index = 4
  } else {
    statement = reader.lines[3]
    if (statement === undefined || reader.lines[4] !== '')
      throw new SiwxMessageError(
        'statement',
        'the statement must be one line followed by an empty line',
      )
    reader.index = 5
  }
  const uri = reader.required('URI', 'uri')
  const version = reader.required('Version', 'version')
  const chainId = reader.required('Chain ID', 'chainId')
  const nonce = reader.required('Nonce', 'nonce')
  const issuedAt = reader.required('Issued At', 'issuedAt')
  const expirationTime = reader.tagged('Expiration Time')
  const notBefore = reader.tagged('Not Before')
  // `Request ID: ` with nothing after it is an empty request id, which EIP-4361 allows.
  const requestId = reader.tagged('Request ID')
  let resources: string[] | undefined
  if (reader.current === 'Resources:') {
    reader.index += 1
    resources = []
    while (reader.current?.startsWith('- ')) {
      resources.push(reader.current.slice(2))
      reader.index += 1
    }
  }
  if (reader.index !== reader.lines.length)
    throw new SiwxMessageError('message', `unexpected text on line ${reader.index + 1}`)
  const message: SiwxMessage = {
    namespace,
    ...(head[1] === undefined ? {} : { scheme: head[1] }),
    domain: head[2] as string,
    address,
    ...(statement === undefined ? {} : { statement }),
    uri,
    version: version as '1',
    chainId,
    nonce,
    issuedAt,
    ...(expirationTime === undefined ? {} : { expirationTime }),
    ...(notBefore === undefined ? {} : { notBefore }),
    ...(requestId === undefined ? {} : { requestId }),
    ...(resources === undefined ? {} : { resources }),
  }
  validateSiwxMessage(message)
  return message
}
