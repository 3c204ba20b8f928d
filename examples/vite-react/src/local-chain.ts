// The app's local chain: anvil's chain id 31337 at VITE_RPC_URL (default anvil's own port 8545).
// In the e2e tests @portico/testing starts that chain with fixtures; in development run `anvil`.
export const localRpcUrl: string = import.meta.env.VITE_RPC_URL ?? 'http://127.0.0.1:8545'
export const localChainId = 31337
