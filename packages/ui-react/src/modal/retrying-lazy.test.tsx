import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { type ComponentType, lazy, Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChunkLoadError, failedChunkUrl, retryingLazy } from './retrying-lazy.js'
import { ViewErrorBoundary } from './view-error-boundary.js'

afterEach(cleanup)

/** A chunk whose download fails `failures` times, then succeeds; counts the downloads. */
function flakyChunk(failures: number) {
  const chunk = { downloads: 0 }
  const load = async () => {
    chunk.downloads += 1
    if (chunk.downloads <= failures)
      throw new TypeError('Failed to fetch dynamically imported module')
    return { default: () => <p>view content</p> }
  }
  return { chunk, load }
}

function renderInBoundary(View: ComponentType) {
  return render(
    <ViewErrorBoundary>
      <Suspense fallback={<p>loading</p>}>
        <View />
      </Suspense>
    </ViewErrorBoundary>,
  )
}

describe('retryingLazy', () => {
  it('after a failed download, Retry downloads again and the view renders', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { chunk, load } = flakyChunk(1)
    const View = retryingLazy(load)
    renderInBoundary(View)
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy()
    expect(chunk.downloads).toBe(1)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })))
    expect(await screen.findByText('view content')).toBeTruthy()
    expect(chunk.downloads).toBe(2)
    quiet.mockRestore()
  })

  it('keeps showing the error until Retry (no download loop while failing)', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { chunk, load } = flakyChunk(5)
    const View = retryingLazy(load)
    renderInBoundary(View)
    await screen.findByRole('button', { name: 'Retry' })
    await act(async () => {})
    expect(chunk.downloads).toBe(1)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })))
    await screen.findByRole('button', { name: 'Retry' })
    expect(chunk.downloads).toBe(2)
    quiet.mockRestore()
  })

  it('preload() after a failure downloads again; loaded() gives the component once in', async () => {
    const { chunk, load } = flakyChunk(1)
    const View = retryingLazy(load)
    await expect(View.preload()).rejects.toBeInstanceOf(ChunkLoadError)
    expect(View.loaded()).toBeUndefined()
    await View.preload()
    expect(chunk.downloads).toBe(2)
    expect(View.loaded()).toBeTypeOf('function')
  })

  it('React.lazy alone would keep the failure: Retry never downloads again (the bug)', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { chunk, load } = flakyChunk(1)
    const View = lazy(load)
    renderInBoundary(View)
    await screen.findByRole('button', { name: 'Retry' })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })))
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy()
    expect(chunk.downloads).toBe(1)
    quiet.mockRestore()
  })
})

describe('failedChunkUrl', () => {
  it("names the chunk of Chromium's and Firefox's failed dynamic import", () => {
    expect(
      failedChunkUrl(
        new TypeError(
          'Failed to fetch dynamically imported module: https://app.example/assets/modal-Ab1.js',
        ),
      ),
    ).toBe('https://app.example/assets/modal-Ab1.js')
    expect(
      failedChunkUrl(
        new TypeError(
          'error loading dynamically imported module: http://127.0.0.1:5173/assets/x.js?v=2',
        ),
      ),
    ).toBe('http://127.0.0.1:5173/assets/x.js?v=2')
  })

  it('names nothing for other errors: a chunk that loaded and threw, a browser naming no URL', () => {
    expect(
      failedChunkUrl(new Error('Failed to fetch dynamically imported module: https://a/x.js')),
    ).toBe(undefined)
    expect(failedChunkUrl(new TypeError('Importing a module script failed.'))).toBe(undefined)
    expect(failedChunkUrl(new TypeError('x is not a function (https://a/x.js)'))).toBe(undefined)
    expect(failedChunkUrl('Failed to fetch dynamically imported module: https://a/x.js')).toBe(
      undefined,
    )
  })
})
