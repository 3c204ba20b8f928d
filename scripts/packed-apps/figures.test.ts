import { describe, expect, it } from 'vitest'
import { formatBytes, formatTable } from './figures'
import { withWorkspaceDependencies } from './packed-kit'

describe('formatTable', () => {
  it('pads every column to its widest cell, header first', () => {
    expect(
      formatTable([
        { app: 'vite evm', install: '12.0 s' },
        { app: 'next', install: '3.5 s' },
      ]),
    ).toBe(
      ['app       install', '--------  -------', 'vite evm  12.0 s', 'next      3.5 s'].join('\n'),
    )
  })
})

describe('formatBytes', () => {
  it('prints kB under a megabyte and MB above', () => {
    expect(formatBytes(535_241)).toBe('535.2 kB')
    expect(formatBytes(212_400_000)).toBe('212.4 MB')
  })
})

describe('withWorkspaceDependencies', () => {
  const packed = new Map([
    ['@x/ui', { workspaceDependencies: ['@x/core'] }],
    ['@x/core', { workspaceDependencies: ['@x/client'] }],
    ['@x/client', { workspaceDependencies: [] }],
    ['@x/other', { workspaceDependencies: [] }],
  ])

  it('adds the workspace packages the named ones depend on, transitively, once each', () => {
    expect(withWorkspaceDependencies(['@x/ui', '@x/core'], packed)).toEqual([
      '@x/client',
      '@x/core',
      '@x/ui',
    ])
  })

  it('refuses a package that was not packed', () => {
    expect(() => withWorkspaceDependencies(['@x/missing'], packed)).toThrow(
      '@x/missing is not a packed public package',
    )
  })
})
