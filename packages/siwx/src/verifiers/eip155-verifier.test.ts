import {
  type AnvilInstance,
  recordRpcCalls,
  startAnvil,
  testErc1271ResponderArtifact,
  testSmartAccountFactoryArtifact,
} from '@portico/testing'
import {
  type Abi,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  hashMessage,
  http,
  numberToHex,
  parseAbi,
  serializeErc6492Signature,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import vectors from '../../../../vectors/erc1271-6492/erc1271_erc6492.json' with { type: 'json' }
import { formatSiwxMessage } from '../message/format-message.js'
import { parseSiwxMessage } from '../message/parse-message.js'
import { createEip155Verifier } from './eip155-verifier.js'
import { countPassing } from './verifier.test-helper.js'

const CHAIN_ID = 31_337
let anvil: AnvilInstance
let deploy: (artifact: { abi: Abi; bytecode: string }, args: unknown[]) => Promise<Hex>
let factory: Hex
const owner = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const stranger = privateKeyToAccount(
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
)

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN_ID })
  const deployer = privateKeyToAccount(anvil.privateKeys[0] as Hex)
  const wallet = createWalletClient({ account: deployer, transport: http(anvil.rpcUrl) })
  const client = createPublicClient({ transport: http(anvil.rpcUrl) })
  deploy = async (artifact, args) => {
    const hash = await wallet.deployContract({
      abi: artifact.abi,
      bytecode: artifact.bytecode as Hex,
      args,
      chain: null,
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (!receipt.contractAddress) throw new Error('deploy failed')
    return receipt.contractAddress
  }
  factory = await deploy(testSmartAccountFactoryArtifact, [])
})
afterAll(() => anvil?.stop())

const read = (functionName: 'addressOf', args: [Hex, Hex]) =>
  createPublicClient({ transport: http(anvil.rpcUrl) }).readContract({
    address: factory,
    abi: testSmartAccountFactoryArtifact.abi,
    functionName,
    args,
  }) as Promise<Hex>

function messageFor(address: string) {
  const text = formatSiwxMessage({
    namespace: 'eip155',
    domain: 'app.example',
    address,
    uri: 'https://app.example',
    version: '1',
    chainId: String(CHAIN_ID),
    nonce: 'devnetNonce1',
    issuedAt: '2026-01-01T00:00:00Z',
  })
  return { text, message: parseSiwxMessage(text) }
}

const verifier = () => createEip155Verifier({ rpcUrls: { [CHAIN_ID]: anvil.rpcUrl } })

describe('eip155 verifier on the anvil devnet', () => {
  it('verifies an EOA signature through the RPC, and offline without one', async () => {
    const { text, message } = messageFor(owner.address)
    const signature = await owner.signMessage({ message: text })
    expect(await verifier().verify({ text, message, signature })).toBe(true)
    expect(await createEip155Verifier().verify({ text, message, signature })).toBe(true)
    const other = await stranger.signMessage({ message: text })
    expect(await verifier().verify({ text, message, signature: other })).toBe(false)
  })

  it('verifies a deployed smart account (ERC-1271) and refuses a stranger or a tampered text', async () => {
    const salt = `0x${'01'.padStart(64, '0')}` as Hex
    const wallet = createWalletClient({
      account: privateKeyToAccount(anvil.privateKeys[0] as Hex),
      transport: http(anvil.rpcUrl),
    })
    const hash = await wallet.writeContract({
      address: factory,
      abi: testSmartAccountFactoryArtifact.abi,
      functionName: 'deploy',
      args: [owner.address, salt],
      chain: null,
    })
    await createPublicClient({ transport: http(anvil.rpcUrl) }).waitForTransactionReceipt({ hash })
    const account = await read('addressOf', [owner.address, salt])
    const { text, message } = messageFor(account)
    const signature = await owner.sign({ hash: hashMessage(text) })
    expect(await verifier().verify({ text, message, signature })).toBe(true)
    const forged = await stranger.sign({ hash: hashMessage(text) })
    expect(await verifier().verify({ text, message, signature: forged })).toBe(false)
    const edited = messageFor(account)
    edited.text = edited.text.replace('devnetNonce1', 'devnetNonce2')
    expect(await verifier().verify({ text: edited.text, message, signature })).toBe(false)
    // Without an RPC only ecrecover is possible: a contract account cannot sign in.
    expect(await createEip155Verifier().verify({ text, message, signature })).toBe(false)
  })

  it('verifies a counterfactual smart account (ERC-6492: factory + calldata wrapped around the signature)', async () => {
    const salt = `0x${'02'.padStart(64, '0')}` as Hex
    const account = await read('addressOf', [owner.address, salt])
    const code = await createPublicClient({ transport: http(anvil.rpcUrl) }).getCode({
      address: account,
    })
    expect(code).toBeUndefined()
    const { text, message } = messageFor(account)
    const wrap = async (signer: typeof owner) =>
      serializeErc6492Signature({
        address: factory,
        data: encodeFunctionData({
          abi: testSmartAccountFactoryArtifact.abi,
          functionName: 'deploy',
          args: [owner.address, salt],
        }),
        signature: await signer.sign({ hash: hashMessage(text) }),
      })
    expect(await verifier().verify({ text, message, signature: await wrap(owner) })).toBe(true)
    expect(await verifier().verify({ text, message, signature: await wrap(stranger) })).toBe(false)
  })

  it("bounds each check's eth_call at 1,000,000 gas: a signer-chosen factory that loops forever is refused", async () => {
    const node = await recordRpcCalls(anvil.rpcUrl)
    try {
      // JUMPDEST PUSH1 0 JUMP: burns whatever gas it is given.
      const burner = '0x00000000000000000000000000000000000b0b0b'
      await createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) }).setCode({
        address: burner,
        bytecode: '0x5b600056',
      })
      const { text, message } = messageFor(stranger.address)
      const signature = serializeErc6492Signature({
        address: burner,
        data: '0x',
        signature: await stranger.sign({ hash: hashMessage('not this text') }),
      })
      const capped = createEip155Verifier({ rpcUrls: { [CHAIN_ID]: node.url } })
      expect(await capped.verify({ text, message, signature })).toBe(false)
      const calls = node.calls.filter((call) => call.method === 'eth_call')
      expect(calls.length).toBeGreaterThan(0)
      for (const call of calls)
        expect(call.params[0]).toMatchObject({ gas: numberToHex(1_000_000) })
    } finally {
      await node.stop()
    }
  })

  it('erc1271_erc6492.json erc1271EthCall: calldata and 6/6 return-data cases on real contracts (policy: bare 4-byte magic refused)', async () => {
    const call = vectors.erc1271EthCall
    expect(hashMessage('hello world')).toBe(call.hash)
    expect(
      encodeFunctionData({
        abi: parseAbi([
          'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
        ]),
        functionName: 'isValidSignature',
        args: [call.hash as Hex, call.signature as Hex],
      }),
    ).toBe(call.calldata)
    const text = 'hello world'
    const result = await countPassing(call.returnDataCases, async (vector) => {
      const reverts = vector.returnData === 'revert'
      const responder = await deploy(testErc1271ResponderArtifact, [
        reverts ? '0x' : vector.returnData,
        reverts,
      ])
      const expected = vector.expected === 'policy' ? false : vector.expected
      const message = { ...messageFor(owner.address).message, address: responder }
      return (await verifier().verify({ text, message, signature: call.signature })) === expected
    })
    expect(result.failed).toEqual([])
    expect(result).toMatchObject({ passed: 6, total: 6 })
  })
})
