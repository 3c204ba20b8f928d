import { describe, expect, it } from 'vitest'
import { LAB_CONFIG_ELEMENT_ID, type LabConfig } from '../lab-config.js'
import { withLabPageTags } from './lab-page-tags.js'

const base = {
  projectId: 'p',
  apiUrl: 'http://127.0.0.1:1/',
  relayUrl: 'ws://127.0.0.1:2',
  chains: [],
  families: [],
  contracts: {},
} as unknown as LabConfig

const page = '<!doctype html><html><head lang="en"><title>x</title></head><body></body></html>'

/** The JSON the page would read back (as read-lab-config.ts does). */
function configIn(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${LAB_CONFIG_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html)
  return match ? JSON.parse(match[1] ?? '') : undefined
}

describe('withLabPageTags', () => {
  it('writes the config as a JSON data element first in <head>', () => {
    const html = withLabPageTags(page, base, '/assets/polkadot.js')
    expect(
      html.startsWith('<!doctype html><html><head lang="en"><script type="application/json"'),
    ).toBe(true)
    expect(configIn(html)).toEqual(base)
    // No Polkadot on this stack: no extension script, whatever the page.
    expect(html).not.toContain('polkadot.js')
  })

  it('a value holding </script> or a line separator cannot end the element early', () => {
    const hostile = { ...base, projectId: '</script><script>alert(1)</script>\u2028' }
    const html = withLabPageTags(page, hostile, undefined)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(configIn(html)).toEqual(hostile)
  })

  it('on a stack running Polkadot, the extension script comes before every other module script', () => {
    const polkadot = { ...base, polkadot: {} } as unknown as LabConfig
    const html = withLabPageTags(
      page.replace('<title>', '<script type="module" src="/assets/main.js"></script><title>'),
      polkadot,
      '/assets/polkadot.js',
    )
    expect(html.indexOf('/assets/polkadot.js')).toBeGreaterThan(0)
    expect(html.indexOf('/assets/polkadot.js')).toBeLessThan(html.indexOf('/assets/main.js'))
    // Pages other than the demo page get none.
    expect(withLabPageTags(page, polkadot, undefined)).not.toContain('type="module"')
  })

  it('refuses a page without <head>', () => {
    expect(() => withLabPageTags('<p>x</p>', base, undefined)).toThrow('lab: a page without <head>')
  })
})
