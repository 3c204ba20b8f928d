import { describe, expect, it } from 'vitest'
import { clientAddress, clientKey, trustedProxies } from './client-address.js'

describe('clientKey: IPv6 clients are grouped by /64', () => {
  it('puts every address of one /64 in one key, and other /64s apart', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:0db8:0001:0002::/64')
    expect(clientKey('2001:db8:1:2:ffff:eeee:dddd:cccc')).toBe(clientKey('2001:db8:1:2::1'))
    expect(clientKey('2001:DB8:1:2::abcd')).toBe(clientKey('2001:db8:1:2::1'))
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'))
    expect(clientKey('::1')).toBe('0000:0000:0000:0000::/64')
  })
  it('keeps IPv4 addresses whole, including IPv4-mapped ones', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })
})

describe('clientAddress: X-Forwarded-For only from trusted proxies', () => {
  const proxies = trustedProxies(['10.0.0.0/8', '127.0.0.1', 'fd00::/8'])
  it('ignores the header when the peer is not a trusted proxy', () => {
    expect(clientAddress('198.51.100.1', '203.0.113.9', proxies)).toBe('198.51.100.1')
    expect(clientAddress('198.51.100.1', '203.0.113.9', trustedProxies())).toBe('198.51.100.1')
  })
  it('takes the nearest untrusted hop, so entries the client wrote on the left prove nothing', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.9', proxies)).toBe('203.0.113.9')
    expect(clientAddress('::ffff:127.0.0.1', '1.1.1.1, 203.0.113.9', proxies)).toBe('203.0.113.9')
    expect(clientAddress('10.1.2.3', '203.0.113.9, 10.9.9.9', proxies)).toBe('203.0.113.9')
    expect(clientAddress('fd00::5', 'junk, 2001:db8::1', proxies)).toBe('2001:db8::1')
  })
  it('refuses a malformed proxy entry at start', () => {
    expect(() => trustedProxies(['not-an-ip'])).toThrow('Invalid trusted proxy not-an-ip')
  })
})
