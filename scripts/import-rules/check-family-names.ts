import type { Violation } from './types.js'

/**
 * Where core's flows and the views live: they read adapter capabilities, never a family's name.
 * Core's flows are its concern folders, and the flow files that sit beside the data of theirs
 * (the network actions beside the network definitions, which name their family).
 */
const FAMILY_BLIND_DIRS = [
  ...[
    'app-kit/',
    'lifecycle/',
    'connection/',
    'send/',
    'swap/',
    'sign-in/',
    'data/',
    'embedded-wallet/',
    'navigation/',
    'onramp/onramp-flow-of.ts',
    'networks/apply-chain.ts',
    'networks/approved-networks.ts',
    'networks/network-actions.ts',
    'networks/network-resolution.ts',
    'networks/rpc-endpoint.ts',
  ].map((path) => `packages/core/src/${path}`),
  'packages/ui-react/src/views/',
]
/** Tests and their helpers may name a family: they build the adapters the code under test reads. */
const TEST_FILE = /\.(test|test-helper)\.tsx?$|test-kit\.tsx?$/

/** A family named in code: `x === 'eip155'`, `case 'bip122':`, `kit.getAccount('solana')`. */
const FAMILY_LITERAL = /(['"`])(?:eip155|solana|polkadot|bip122)\1/

/**
 * ARCHITECTURE.md v3, "capabilities, not names": no family is named in core's flows or in the
 * views (comments aside) — compared, defaulted to or looked up; family differences are data on the
 * adapter or a line of a registry keyed by namespace.
 */
export function checkFamilyNames(
  files: readonly { path: string }[],
  read: (path: string) => string,
): Violation[] {
  const violations: Violation[] = []
  for (const file of files) {
    // Only the family-blind folders are read: the repository's other files are never opened here.
    if (!FAMILY_BLIND_DIRS.some((dir) => file.path.startsWith(dir)) || TEST_FILE.test(file.path))
      continue
    read(file.path)
      .split('\n')
      .forEach((line, index) => {
        const code = line.replace(/\/\/.*$/, '')
        if (/^\s*\*/.test(code)) return
        const found = FAMILY_LITERAL.exec(code)
        if (found)
          violations.push({
            file: file.path,
            line: index + 1,
            rule: 'family-name',
            message: `names the family ${found[0]}: read the adapter's capabilities or the family registry`,
          })
      })
  }
  return violations
}
