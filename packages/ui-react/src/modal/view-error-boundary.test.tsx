import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ViewErrorBoundary } from './view-error-boundary.js'

afterEach(cleanup)

const flaky = { fail: true }
function Flaky() {
  if (flaky.fail) throw new Error('boom')
  return <p>recovered</p>
}

describe('ViewErrorBoundary (the modal never crashes the host page)', () => {
  it('shows the error view instead of a throwing view, and Retry remounts it', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    flaky.fail = true
    const onError = vi.fn()
    render(
      <div>
        <p>host content</p>
        <ViewErrorBoundary onError={onError}>
          <Flaky />
        </ViewErrorBoundary>
      </div>,
    )
    expect(screen.getByText('host content')).toBeTruthy()
    expect(screen.getByText('Something went wrong')).toBeTruthy()
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }))
    flaky.fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(screen.getByText('recovered')).toBeTruthy()
    quiet.mockRestore()
  })
})
