import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { frameMessageSize } from './frame-envelope.js'
import { frameRequests, frameRequestTypes, isFrameRequestType } from './frame-messages.js'

const ADDRESS = '0x3333333333333333333333333333333333333333'
const user = {
  email: 'ada@example.com',
  address: ADDRESS,
  chainId: 1,
  accounts: [{ address: ADDRESS, type: 'smartAccount' }],
  smartAccountDeployed: true,
  preferredAccountType: 'smartAccount',
}

/** For every message: a valid request, a refused request, a valid reply. */
const samples: Record<string, { request: unknown; refused: unknown; reply: unknown }> = {
  EMAIL_LOGIN: { request: {}, refused: null, reply: { email: 'a@b.co' } },
  CONNECT_SOCIAL: {
    request: { uri: 'https://wallet.example/cb?code=1' },
    refused: { uri: 'javascript:alert(1)' },
    reply: user,
  },
  CANCEL_SOCIAL: { request: {}, refused: 'x', reply: { cancelled: true } },
  GET_FARCASTER_URI: {
    request: {},
    refused: 'x',
    reply: { url: 'https://warpcast.com/~/siwf?x=1' },
  },
  CONNECT_FARCASTER: { request: {}, refused: 42, reply: { userName: 'ada' } },
  GET_USER: {
    request: { chainId: 1, preferredAccountType: 'eoa' },
    refused: { chainId: -1 },
    reply: user,
  },
  GET_SOCIAL_REDIRECT_URI: {
    request: { provider: 'google' },
    refused: { provider: 'farcaster' },
    reply: { uri: 'https://accounts.google.com/o' },
  },
  SIGN_OUT: { request: {}, refused: 1, reply: {} },
  IS_CONNECTED: { request: {}, refused: undefined, reply: { isConnected: true } },
  GET_CHAIN_ID: {
    request: {},
    refused: true,
    reply: { chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' },
  },
  SWITCH_NETWORK: { request: { chainId: 10 }, refused: { chainId: 'a b' }, reply: { chainId: 10 } },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    request: {},
    refused: null,
    reply: { smartAccountEnabledNetworks: [1, 8453] },
  },
  INIT_SMART_ACCOUNT: {
    request: {},
    refused: null,
    reply: { address: ADDRESS, isDeployed: false },
  },
  SET_PREFERRED_ACCOUNT: {
    request: { type: 'eoa' },
    refused: { type: 'admin' },
    reply: { type: 'eoa', address: ADDRESS },
  },
  RPC_REQUEST: {
    request: { method: 'eth_call', params: [{ to: ADDRESS }, 'latest'] },
    refused: { method: 'eth call' },
    reply: { result: '0x' },
  },
  RPC_ABORT: {
    request: { requestId: crypto.randomUUID() },
    refused: { requestId: '1' },
    reply: {},
  },
  EMAIL_UPDATE: { request: {}, refused: 'new@b.co', reply: { email: 'new@b.co' } },
  SYNC_THEME: {
    request: { themeMode: 'dark', themeVariables: { '--portico-accent': '#47a1ff' } },
    refused: { themeVariables: { 'color;}body{': 'red' } },
    reply: {},
  },
  SYNC_DAPP_DATA: {
    request: {
      sdkVersion: 'portico-0.0.0',
      metadata: { name: 'Lab', description: 'x', url: 'http://127.0.0.1:5173', icons: [] },
    },
    refused: { sdkVersion: 1 },
    reply: {},
  },
  RELOAD: { request: {}, refused: 'reload', reply: {} },
}

describe('frame messages (SPEC §7 "Embedded wallet frame")', () => {
  it('has a request and a reply schema for the SPEC messages (the email steps as two), the abort and the social cancel', () => {
    expect([...frameRequestTypes].sort()).toEqual(Object.keys(samples).sort())
    expect(frameRequestTypes).toHaveLength(20)
  })

  it("knows no email step that carries what the user types (typed in the frame's own card)", () => {
    for (const type of [
      'CONNECT_EMAIL',
      'CONNECT_DEVICE',
      'CONNECT_OTP',
      'UPDATE_EMAIL',
      'UPDATE_EMAIL_PRIMARY_OTP',
      'UPDATE_EMAIL_SECONDARY_OTP',
    ])
      expect(isFrameRequestType(type)).toBe(false)
  })

  it.each(Object.entries(samples))(
    '%s: accepts its request and reply, refuses a bad request',
    (type, sample) => {
      expect(isFrameRequestType(type)).toBe(true)
      const schemas = frameRequests[type as keyof typeof frameRequests]
      expect(v.safeParse(schemas.request, sample.request).success).toBe(true)
      expect(v.safeParse(schemas.request, sample.refused).success).toBe(false)
      expect(v.safeParse(schemas.reply, sample.reply).success).toBe(true)
    },
  )

  it('knows no other type (prototype keys included)', () => {
    expect(isFrameRequestType('toString')).toBe(false)
    expect(isFrameRequestType('__proto__')).toBe(false)
    expect(isFrameRequestType('EXPORT_KEY')).toBe(false)
  })

  it('measures messages by their JSON form; unserialisable ones have no size', () => {
    expect(frameMessageSize({ a: 1 })).toBe(7)
    expect(frameMessageSize({ big: 1n })).toBeUndefined()
    const cycle: Record<string, unknown> = {}
    cycle.self = cycle
    expect(frameMessageSize(cycle)).toBeUndefined()
  })
})
