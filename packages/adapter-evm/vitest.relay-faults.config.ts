import { defineProject } from 'vitest/config'
import { workspaceAlias } from '../../vitest.shared'

/**
 * The relay-fault file in a module graph of its own. WalletConnect's libraries keep state per
 * module instance (their core and relayer); after other files of the package had used them in the
 * same worker, the session's reconnect after the relay came back ran past the test's bound. The
 * rest of the package shares one graph per worker (vitest.config.ts).
 */
export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: '@portico/adapter-evm (relay faults)',
    include: ['src/connectors/walletconnect-relay-faults.test.ts'],
    environment: 'node',
    testTimeout: 15_000,
  },
})
