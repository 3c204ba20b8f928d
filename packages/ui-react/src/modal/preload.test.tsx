import type { DataApi } from '@portico/core'
import { fixtureDataApi } from '@portico/core/testing'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppKitButton } from '../components/app-kit-button.js'
import { AppKitProvider } from '../context/app-kit-provider.js'
import { createTestKit } from '../test-utils/test-kit.js'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
  vi.useRealTimers()
})

/** A data API that records when the modal asks it to get ready (lazy clients have `preload`). */
function recordingApi() {
  const calls: string[] = []
  const api: DataApi & { preload: () => Promise<DataApi> } = Object.assign(fixtureDataApi(), {
    preload: async () => {
      calls.push('preload')
      return api
    },
  })
  return { api, calls }
}

describe('when the modal code downloads', () => {
  it('by default (what the bench measures): the dialog once the page is idle; the flows and the data client on hover of the button', async () => {
    vi.useFakeTimers()
    const { api, calls } = recordingApi()
    const { kit } = createTestKit({ options: { api } })
    render(
      <AppKitProvider instance={kit}>
        <AppKitButton data-testid="b" />
      </AppKitProvider>,
    )
    act(() => vi.advanceTimersByTime(3000))
    // The dialog's code is in and the dialog mounted closed...
    await act(async () => {
      await vi.dynamicImportSettled()
    })
    expect(document.querySelector('[data-portico-host]')).not.toBeNull()
    // ...but not the data-API client and core's flows: they wait for a sign of interest.
    expect(calls).toEqual([])
    fireEvent.pointerEnter(screen.getByTestId('b'))
    expect(calls).toEqual(['preload'])
  })

  it('with preload="interaction", on hover or focus of the button, not before', async () => {
    vi.useFakeTimers()
    const { api, calls } = recordingApi()
    const { kit } = createTestKit({ options: { api } })
    render(
      <AppKitProvider instance={kit} preload="interaction">
        <AppKitButton data-testid="b" />
      </AppKitProvider>,
    )
    act(() => vi.advanceTimersByTime(5000))
    expect(calls).toEqual([])
    fireEvent.pointerEnter(screen.getByTestId('b'))
    expect(calls).toEqual(['preload'])
    fireEvent.focus(screen.getByTestId('b'))
    expect(calls).toEqual(['preload', 'preload'])
  })
})

describe('a preloaded view opens without a loading frame', () => {
  it('after preloadView resolves, the click renders the view content in the same commit', async () => {
    const { preloadView } = await import('../views/registry.js')
    const { loadModal } = await import('./load-modal.js')
    await Promise.all([loadModal(), preloadView('Connect')])
    const { kit } = createTestKit()
    render(
      <AppKitProvider instance={kit}>
        <AppKitButton data-testid="b" />
      </AppKitProvider>,
    )
    // The dialog is mounted closed once its code is in; wait for that commit.
    await act(async () => {})
    act(() => fireEvent.click(screen.getByTestId('b')))
    const dialog = screen.getByRole('dialog')
    expect(dialog.getAttribute('data-view')).toBe('Connect')
    expect(dialog.querySelector('[aria-label="Loading"]')).toBeNull()
    expect(dialog.querySelector('.portico-body')?.textContent).not.toBe('')
  })
})
