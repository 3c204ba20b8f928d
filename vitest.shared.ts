import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('.', import.meta.url))

/** Tests import sources: `@portico/x` and `@portico/x/entry` resolve to `packages/x/src/exports`. */
export const workspaceAlias = [
  {
    find: /^@portico\/(core|api-client|adapter-evm|adapter-solana|adapter-bitcoin|adapter-polkadot|siwx|ui-react|testing|verify)$/,
    replacement: `${root}packages/$1/src/exports/index.ts`,
  },
  {
    find: /^@portico\/(core|api-client|adapter-evm|adapter-solana|adapter-bitcoin|adapter-polkadot|siwx|ui-react|testing|verify)\/(.+)$/,
    replacement: `${root}packages/$1/src/exports/$2.ts`,
  },
]
