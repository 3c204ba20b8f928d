import { defineProject } from 'vitest/config'
import { workspaceAlias } from '../../vitest.shared'

export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: '@portico/adapter-evm',
    include: ['src/**/*.test.ts'],
    // In its own graph: vitest.relay-faults.config.ts.
    exclude: ['src/connectors/walletconnect-relay-faults.test.ts'],
    environment: 'node',
    // One module graph per worker, not per file: each file imported wagmi, viem and the
    // WalletConnect libraries afresh (49 s of import for 41 files; 9 s shared, 81 -> 37 s CPU).
    isolate: false,
    // Chromium, anvil and first imports of wallet modules inside tests on a shared 2-core machine
    // run past vitest's 5 s when the machine is busy; 15 s still trips a step that waits on a
    // timer it should not (the relay-drop test waited 20 s when its module graph was shared).
    testTimeout: 15_000,
  },
})
