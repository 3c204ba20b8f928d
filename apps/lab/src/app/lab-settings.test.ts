import { describe, expect, it } from 'vitest'
import { formatLabSettings, labFeatures, parseLabSettings } from './lab-settings.js'

describe('lab settings in the URL (shareable state)', () => {
  it('round-trips features, theme, variables and networks', () => {
    const settings = {
      off: ['email' as const, 'swaps' as const],
      themeMode: 'light' as const,
      themeVariables: { accent: '#ff0066' },
      networks: [31337],
      families: ['eip155' as const, 'solana' as const],
    }
    const query = formatLabSettings(settings)
    expect(query).toBe(
      '?off=email%2Cswaps&theme=light&tv-accent=%23ff0066&networks=31337&families=eip155%2Csolana',
    )
    expect(parseLabSettings(query)).toEqual(settings)
  })

  it('the plain URL is the default lab: SPEC §9 features on, dark theme, every network', () => {
    const settings = parseLabSettings('')
    expect(settings).toEqual({
      off: [],
      themeMode: 'dark',
      themeVariables: {},
      networks: [],
      families: [],
    })
    expect(formatLabSettings(settings)).toBe('')
    expect(labFeatures(settings)).toMatchObject({
      email: true,
      swaps: true,
      onramp: true,
      history: true,
      receive: true,
      send: true,
      analytics: true,
    })
  })

  it('ignores unknown features, bad theme tokens and bad chain ids', () => {
    const settings = parseLabSettings(
      '?off=email,nonsense&theme=sepia&tv-Bad%20Token=x&tv-accent=red&networks=abc,-1,31338&families=bip122,cosmos',
    )
    expect(settings).toEqual({
      off: ['email'],
      themeMode: 'dark',
      themeVariables: { accent: 'red' },
      networks: [31338],
      families: ['bip122'],
    })
    expect(labFeatures(settings).email).toBe(false)
    expect(labFeatures({ ...settings, off: ['socials'] }).socials).toBe(false)
  })

  it('wallettimeout shortens the wait for a wallet that does not answer, within 1 s to 10 min', () => {
    expect(parseLabSettings('?wallettimeout=3000').walletTimeout).toBe(3000)
    expect(formatLabSettings(parseLabSettings('?wallettimeout=3000'))).toBe('?wallettimeout=3000')
    for (const bad of ['0', '999', '600001', '2.5e3x', 'abc', '-3000'])
      expect(parseLabSettings(`?wallettimeout=${bad}`)).not.toHaveProperty('walletTimeout')
  })

  it('frametimeout shortens the wallet frame bound, within 1 s to 10 min', () => {
    expect(parseLabSettings('?frametimeout=3000').frameTimeout).toBe(3000)
    expect(formatLabSettings(parseLabSettings('?frametimeout=3000'))).toBe('?frametimeout=3000')
    for (const bad of ['0', '999', '600001', '2.5e3x', 'abc', '-3000'])
      expect(parseLabSettings(`?frametimeout=${bad}`)).not.toHaveProperty('frameTimeout')
  })
})
