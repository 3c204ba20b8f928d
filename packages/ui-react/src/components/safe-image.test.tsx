import { createAppKit, createMemoryStorage, mainnet } from '@portico/core'
import {
  dataApiOriginOf as dataApiOrigin,
  IMAGE_PRELOAD_GIVE_UP_MS,
  safeImageUrl as safeImageSrc,
} from '@portico/core/internal'
import { fixtureDataApi, mockAdapter } from '@portico/core/testing'
import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppKitContext } from '../context/app-kit-context.js'
import { SafeImage } from './safe-image.js'

// The image rule SafeImage renders through is core's `safeImageUrl`; these cases pin it from here.
const isSafeImageUrl = (url: unknown, apiOrigin?: string) =>
  safeImageSrc(url, apiOrigin) !== undefined

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('isSafeImageUrl (hostile input: images only from https or data:image of allowed types)', () => {
  it.each([
    'https://example.com/a.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/jpeg;base64,AAAA',
    'data:image/gif;base64,AAAA',
    'data:image/webp;base64,AAAA',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:image/svg+xml,%3Csvg%3E',
  ])('accepts %s', (url) => {
    expect(isSafeImageUrl(url)).toBe(true)
  })

  it.each([
    'http://example.com/a.png',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/bmp;base64,AAAA',
    'data:image/svg+xml-evil,AAAA',
    'blob:https://example.com/uuid',
    '/relative.png',
    '',
    ' https://example.com/a.png',
    'ftp://example.com/a.png',
  ])('refuses %s', (url) => {
    expect(isSafeImageUrl(url)).toBe(false)
  })

  it('refuses non-strings', () => {
    expect(isSafeImageUrl(undefined)).toBe(false)
    expect(isSafeImageUrl(42)).toBe(false)
  })
})

describe('isSafeImageUrl with a self-hosted data API over http (its own origin only)', () => {
  const api = 'http://127.0.0.1:8787'

  it.each([
    'http://127.0.0.1:8787/v1/icons/usdc.svg',
    'http://127.0.0.1:8787/wallet-image/abc?projectId=lab',
    'https://example.com/a.png',
    'data:image/svg+xml;base64,PHN2Zz4=',
  ])('accepts %s', (url) => {
    expect(isSafeImageUrl(url, api)).toBe(true)
  })

  it.each([
    'http://127.0.0.1:9999/icon.png',
    'http://localhost:8787/icon.png',
    'http://evil.example/icon.png',
    'http://127.0.0.1:8787@evil.example/icon.png',
    ' http://127.0.0.1:8787/icon.png',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/bmp;base64,AAAA',
  ])('refuses %s', (url) => {
    expect(isSafeImageUrl(url, api)).toBe(false)
  })

  it('hands on the parsed URL, never the raw string', () => {
    expect(safeImageSrc('HTTP://127.0.0.1:8787/icon.png', api)).toBe(
      'http://127.0.0.1:8787/icon.png',
    )
    expect(safeImageSrc('https://Example.COM/a.png')).toBe('https://example.com/a.png')
  })

  it.each([
    '\u0000https://example.com/a.png',
    'https://exa\tmple.com/a.png',
    'https://example.com/a\n.png',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\u0000script:alert(1)',
    '\tdata:image/png;base64,AAAA',
    'data:image/png;base64,AA\nAA',
  ])('refuses %j (the URL parser would normalise it)', (url) => {
    expect(isSafeImageUrl(url, api)).toBe(false)
  })

  it('an https API does not open plain http, even on its own host', () => {
    expect(isSafeImageUrl('http://api.example.com/a.png', 'https://api.example.com')).toBe(false)
  })

  it('the origin comes from the configured apiUrl (http or https only)', () => {
    expect(dataApiOrigin('http://127.0.0.1:8787/base/')).toBe('http://127.0.0.1:8787')
    expect(dataApiOrigin('https://api.example.com')).toBe('https://api.example.com')
    expect(dataApiOrigin('javascript:alert(1)')).toBeUndefined()
    expect(dataApiOrigin('not a url')).toBeUndefined()
    expect(dataApiOrigin(undefined)).toBeUndefined()
  })

  it("SafeImage renders an http icon of the kit's apiUrl origin, and refuses another origin", () => {
    const kit = createAppKit({
      adapters: [mockAdapter({ accounts: [] })],
      networks: [mainnet],
      projectId: 'test-project',
      storage: createMemoryStorage(),
      apiUrl: api,
      api: fixtureDataApi(),
    })
    const { container } = render(
      <AppKitContext.Provider value={kit}>
        <SafeImage src={`${api}/v1/icons/usdc.svg`} alt="USDC" />
        <SafeImage src="http://evil.example/icon.png" alt="Evil" />
      </AppKitContext.Provider>,
    )
    const images = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))
    expect(images).toEqual([`${api}/v1/icons/usdc.svg`])
    expect(container.querySelectorAll('[data-fallback]')).toHaveLength(1)
    kit.destroy()
  })
})

describe('SafeImage', () => {
  it('renders an <img> for a safe URL', () => {
    const { container } = render(<SafeImage src="https://example.com/w.png" alt="Wallet" />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.com/w.png')
  })

  it('renders the monogram fallback and no <img> for a refused URL', () => {
    const { container, getByRole } = render(<SafeImage src="javascript:alert(1)" alt="evil" />)
    expect(container.querySelector('img')).toBeNull()
    expect(getByRole('img', { name: 'evil' }).textContent).toBe('E')
  })

  it('gives up after 2 s without load (SPEC §9 image preload gives up at 2 s)', () => {
    vi.useFakeTimers()
    const { container } = render(<SafeImage src="https://example.com/slow.png" alt="Slow" />)
    expect(IMAGE_PRELOAD_GIVE_UP_MS).toBe(2000)
    act(() => vi.advanceTimersByTime(1999))
    expect(container.querySelector('img')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[data-fallback]')).not.toBeNull()
  })

  it('keeps an image that loaded before 2 s', () => {
    vi.useFakeTimers()
    const { container } = render(<SafeImage src="https://example.com/fast.png" alt="Fast" />)
    fireEvent.load(container.querySelector('img')!)
    act(() => vi.advanceTimersByTime(5000))
    expect(container.querySelector('img')).not.toBeNull()
  })

  it('falls back when the image fails', () => {
    const { container } = render(<SafeImage src="https://example.com/broken.png" alt="Broken" />)
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
  })

  it('hides a decorative fallback from assistive technology', () => {
    const { container } = render(<SafeImage src={undefined} alt="" />)
    expect(container.querySelector('[data-fallback]')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('renders its alt text without bidi controls or zero-width characters', () => {
    const { container } = render(<SafeImage src={undefined} alt={'\u202eksaMateM\u200b'} />)
    expect(container.querySelector('[data-fallback]')?.getAttribute('aria-label')).toBe('ksaMateM')
  })
})
