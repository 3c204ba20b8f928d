import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

// One entry per scheme, so that a browser adapter loads only its own scheme's code: each entry's
// static import closure reaches only the libraries listed for it.
const allowed: Record<string, string[]> = {
  bip322: ['@noble/curves', '@noble/hashes', '@scure/base'],
  bip137: ['@noble/curves', '@noble/hashes', '@scure/base'],
  bitcoin: ['@noble/curves', '@noble/hashes', '@scure/base'],
  polkadot: ['@polkadot/util', '@polkadot/util-crypto'],
  solana: ['@noble/curves', '@noble/hashes', '@scure/base'],
  eip191: ['viem'],
}

const here = dirname(fileURLToPath(import.meta.url))
const importPattern = /^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm

/** The bare package names reached from `file` through static imports of relative modules. */
function packagesReached(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>()
  if (seen.has(file)) return found
  seen.add(file)
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
    if (!specifier) continue
    if (specifier.startsWith('.')) {
      const next = resolve(dirname(file), specifier.replace(/\.js$/, '.ts'))
      for (const name of packagesReached(next, seen)) found.add(name)
    } else {
      const parts = specifier.split('/')
      found.add(specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] as string))
    }
  }
  return found
}

it.each(Object.entries(allowed))('the %s entry reaches only its own libraries', (entry, libs) => {
  const reached = [...packagesReached(resolve(here, `${entry}.ts`))].sort()
  expect(reached.filter((name) => !libs.includes(name))).toEqual([])
  expect(reached.length).toBeGreaterThan(0)
})
