import { expect, it } from 'vitest'
import { siblingModulePath } from './sibling-module'

it('keeps the extension of the calling module: sources in the repository, JS in dist', () => {
  expect(siblingModulePath('file:///repo/src/wallet/browser-script.ts', './browser-entry')).toBe(
    '/repo/src/wallet/browser-entry.ts',
  )
  expect(siblingModulePath('file:///pkg/dist/wallet/browser-script.js', './browser-entry')).toBe(
    '/pkg/dist/wallet/browser-entry.js',
  )
})
