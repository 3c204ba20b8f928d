import { render, screen } from '@testing-library/react'
import { useState, version } from 'react'
import { version as domVersion } from 'react-dom'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

// Runs only in the `@portico/ui-react (React 19)` project: proves the React 19 aliases took effect,
// so that project cannot silently test React 18 again (peer range `^18.2.0 || ^19.0.0`).

function Counter() {
  const [count] = useState(19)
  return <output>{count}</output>
}

describe('React 19 test project', () => {
  it('loads React 19 and react-dom 19', () => {
    expect(version.startsWith('19.')).toBe(true)
    expect(domVersion).toBe(version)
  })

  it('renders through @testing-library/react and react-dom/server with that same React', () => {
    render(<Counter />)
    expect(screen.getByRole('status').textContent).toBe('19')
    expect(renderToString(<Counter />)).toBe('<output>19</output>')
  })
})
