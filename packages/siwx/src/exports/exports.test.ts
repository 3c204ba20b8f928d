import { expect, it } from 'vitest'
import * as client from './index.js'
import * as server from './server.js'
import * as bip122 from './verifiers/bip122.js'
import * as eip155 from './verifiers/eip155.js'
import * as polkadot from './verifiers/polkadot.js'
import * as solana from './verifiers/solana.js'

it('the client entry', () => {
  expect(Object.keys(client).sort()).toMatchInlineSnapshot(`
    [
      "SiwxClientError",
      "SiwxMessageError",
      "SiwxServerUnreachableError",
      "accountLabels",
      "createLocalSiwx",
      "createServerSiwx",
      "formatSiwxMessage",
      "messageAccountId",
      "messageNetworkId",
      "parseSiwxMessage",
      "validateSiwxMessage",
    ]
  `)
})

it('the server entry', () => {
  expect(Object.keys(server).sort()).toMatchInlineSnapshot(`
    [
      "SiwxError",
      "SiwxStorageDriverMissingError",
      "connectPostgresStorage",
      "connectRedisStorage",
      "createMemoryStorage",
      "createPostgresStorage",
      "createRedisStorage",
      "createSiwxHandlers",
      "createSiwxServer",
      "migrateSiwxTables",
      "siwxErrorCodes",
      "siwxErrorResponse",
      "toNodeListener",
    ]
  `)
})

it('the verifier entries', () => {
  expect(
    [eip155, solana, bip122, polkadot].map((entry) => Object.keys(entry).sort()),
  ).toMatchInlineSnapshot(`
    [
      [
        "SIGNATURE_CHECK_GAS",
        "createEip155Verifier",
        "gasCappedTransport",
      ],
      [
        "createSolanaVerifier",
      ],
      [
        "createBip122Verifier",
      ],
      [
        "createPolkadotVerifier",
        "verifyPolkadotBytes",
      ],
    ]
  `)
})
