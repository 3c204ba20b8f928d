import { randomBytes } from 'node:crypto'

/** What an app asks the relay for (`POST /v1/channel`), as the public relay reads it. */
export interface SiwfChannelRequest {
  siweUri: string
  domain: string
  nonce?: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  redirectUrl?: string
  acceptAuthAddress?: boolean
}

/** What the Farcaster wallet posts back (`POST /v1/channel/authenticate`). */
export interface SiwfAuthentication {
  message: string
  signature: `0x${string}`
  authMethod: 'custody' | 'authAddress'
  fid: number
  username: string
  bio: string
  displayName: string
  pfpUrl: string
  verifications: string[]
  custody: `0x${string}` | undefined
}

/** One relay channel: pending until the wallet authenticates, then completed. */
export interface SiwfChannel {
  channelToken: string
  nonce: string
  /** The sign-in URL the app shows as QR code and link. */
  url: string
  request: SiwfChannelRequest
  createdAt: number
  metadata: { ip: string; userAgent: string }
  authentication: SiwfAuthentication | undefined
}

/** The status body of the public relay (`GET /v1/channel/status`), pending or completed. */
export function channelStatusBody(channel: SiwfChannel): Record<string, unknown> {
  const { request, authentication } = channel
  const signatureParams = {
    siweUri: request.siweUri,
    domain: request.domain,
    nonce: channel.nonce,
    ...(request.notBefore ? { notBefore: request.notBefore } : {}),
    ...(request.expirationTime ? { expirationTime: request.expirationTime } : {}),
    ...(request.requestId ? { requestId: request.requestId } : {}),
    ...(request.redirectUrl ? { redirectUrl: request.redirectUrl } : {}),
  }
  return {
    state: authentication ? 'completed' : 'pending',
    nonce: channel.nonce,
    url: channel.url,
    ...(authentication ?? {}),
    signatureParams,
    metadata: channel.metadata,
    acceptAuthAddress: request.acceptAuthAddress ?? true,
  }
}

/** SIWE nonces: at least 8 alphanumerics (EIP-4361). */
const NONCE = /^[a-zA-Z0-9]{8,96}$/

/** Why a channel request or an authentication is refused (the relay answers 400 with it). */
export class SiwfRelayRequestError extends Error {
  override name = 'SiwfRelayRequestError'
}

function optionalText(body: Record<string, unknown>, key: string, max = 512): string | undefined {
  const value = body[key]
  if (value === undefined) return undefined
  if (typeof value !== 'string' || value.length > max) {
    throw new SiwfRelayRequestError(`${key} must be a string of at most ${max} characters`)
  }
  return value
}

function requiredText(body: Record<string, unknown>, key: string, max = 512): string {
  const value = optionalText(body, key, max)
  if (value === undefined || value.length === 0)
    throw new SiwfRelayRequestError(`${key} is required`)
  return value
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Parses a channel request body; throws {@link SiwfRelayRequestError} on a malformed one. */
export function parseChannelRequest(body: unknown): SiwfChannelRequest {
  if (!isRecord(body)) throw new SiwfRelayRequestError('body must be a JSON object')
  const siweUri = requiredText(body, 'siweUri')
  try {
    new URL(siweUri)
  } catch {
    throw new SiwfRelayRequestError('siweUri must be a URL')
  }
  const nonce = optionalText(body, 'nonce', 96)
  if (nonce !== undefined && !NONCE.test(nonce)) {
    throw new SiwfRelayRequestError('nonce must be at least 8 alphanumeric characters')
  }
  const acceptAuthAddress = body.acceptAuthAddress
  if (acceptAuthAddress !== undefined && typeof acceptAuthAddress !== 'boolean') {
    throw new SiwfRelayRequestError('acceptAuthAddress must be a boolean')
  }
  const request: SiwfChannelRequest = { siweUri, domain: requiredText(body, 'domain', 253) }
  if (nonce !== undefined) request.nonce = nonce
  for (const key of ['notBefore', 'expirationTime', 'requestId', 'redirectUrl'] as const) {
    const value = optionalText(body, key)
    if (value !== undefined) request[key] = value
  }
  if (acceptAuthAddress !== undefined) request.acceptAuthAddress = acceptAuthAddress
  return request
}

/** Parses an authenticate body; throws {@link SiwfRelayRequestError} on a malformed one. */
export function parseAuthentication(body: unknown): SiwfAuthentication {
  if (!isRecord(body)) throw new SiwfRelayRequestError('body must be a JSON object')
  const signature = requiredText(body, 'signature', 4096)
  if (!/^0x[0-9a-fA-F]+$/.test(signature)) throw new SiwfRelayRequestError('signature must be hex')
  const fid = body.fid
  if (typeof fid !== 'number' || !Number.isSafeInteger(fid) || fid < 1) {
    throw new SiwfRelayRequestError('fid must be a positive integer')
  }
  const authMethod = body.authMethod ?? 'custody'
  if (authMethod !== 'custody' && authMethod !== 'authAddress') {
    throw new SiwfRelayRequestError('authMethod must be custody or authAddress')
  }
  const verifications = body.verifications ?? []
  if (!Array.isArray(verifications) || !verifications.every((v) => typeof v === 'string')) {
    throw new SiwfRelayRequestError('verifications must be strings')
  }
  const custody = optionalText(body, 'custody', 42)
  if (custody !== undefined && !/^0x[0-9a-fA-F]{40}$/.test(custody)) {
    throw new SiwfRelayRequestError('custody must be an address')
  }
  return {
    message: requiredText(body, 'message', 4096),
    signature: signature as `0x${string}`,
    authMethod,
    fid,
    username: optionalText(body, 'username', 64) ?? '',
    bio: optionalText(body, 'bio') ?? '',
    displayName: optionalText(body, 'displayName', 128) ?? '',
    pfpUrl: optionalText(body, 'pfpUrl', 1024) ?? '',
    verifications: verifications as string[],
    custody: custody as `0x${string}` | undefined,
  }
}

/** A fresh channel token and, unless the app chose one, a fresh SIWE nonce. */
export function newChannelSecrets(): { channelToken: string; nonce: string } {
  return {
    channelToken: randomBytes(16).toString('hex'),
    nonce: randomBytes(12).toString('hex'),
  }
}

/**
 * The sign-in URL the wallet opens: the public relay's shape, `<base>?channelToken=…&nonce=…&
 * siweUri=…&domain=…` plus the optional SIWE fields the app set.
 */
export function signInUrl(
  base: string,
  channelToken: string,
  nonce: string,
  request: SiwfChannelRequest,
): string {
  const url = new URL(base)
  url.searchParams.set('channelToken', channelToken)
  url.searchParams.set('nonce', nonce)
  url.searchParams.set('siweUri', request.siweUri)
  url.searchParams.set('domain', request.domain)
  for (const key of ['notBefore', 'expirationTime', 'requestId', 'redirectUrl'] as const) {
    const value = request[key]
    if (value !== undefined) url.searchParams.set(key, value)
  }
  return url.toString()
}
