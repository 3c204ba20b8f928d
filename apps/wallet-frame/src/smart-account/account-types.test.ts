import { formatSiwxMessage, type SiwxMessage } from '@portico/siwx'
import { createEip155Verifier } from '@portico/siwx/verifiers/eip155'
import {
  deployErc4337,
  type Erc4337Contracts,
  type LocalBundler,
  porticoAccountFactoryArtifact,
  startAnvil,
  startLocalBundler,
} from '@portico/testing'
import {
  type Address,
  createPublicClient,
  getAddress,
  type Hex,
  http,
  isErc6492Signature,
  numberToHex,
  parseEther,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameSigner } from '../frame-signer.js'
import type { OpenedWallet } from '../frame-wallet.js'
import { createWallet } from '../keys/index.js'
import { createAccountTypes } from './account-types.js'

const chainId = 31337
let node: Awaited<ReturnType<typeof startAnvil>>
let contracts: Erc4337Contracts
let bundler: LocalBundler
let wallet: OpenedWallet

beforeAll(async () => {
  node = await startAnvil({ chainId })
  contracts = await deployErc4337({ rpcUrl: node.rpcUrl, chainId })
  bundler = await startLocalBundler({ rpcUrl: node.rpcUrl, chainId })
  const created = await createWallet()
  wallet = { address: created.address, shares: [created.shares.device, created.shares.auth] }
}, 60_000)

afterAll(async () => {
  await bundler?.stop()
  await node?.stop()
})

const client = () => createPublicClient({ transport: http(node.rpcUrl) })

/** The frame's parts over real shares: the EOA signer and the account types around it. */
function frameParts() {
  const types = createAccountTypes({
    config: {
      factory: contracts.factory,
      networks: [{ chainId, bundlerUrl: bundler.url, sponsored: true }],
    },
    rpcUrl: () => node.rpcUrl,
    open: async () => wallet,
  })
  const base = createFrameSigner({ wallet: async () => wallet, rpcUrl: () => node.rpcUrl })
  const signer = types.wrap(base, () => chainId)
  /** Signs as the account acting now (what rpc-handler does after the card). */
  const sign = async (method: string, params: unknown[]) =>
    (await signer.acting(chainId)).sign(method, params)
  return { types, signer, sign }
}

const smartAddress = () =>
  client().readContract({
    address: contracts.factory,
    abi: porticoAccountFactoryArtifact.abi,
    functionName: 'getAddress',
    args: [wallet.address, 0n],
  })

function signInText(address: Address): { text: string; message: SiwxMessage } {
  const message: SiwxMessage = {
    namespace: 'eip155',
    domain: 'dapp.example',
    address,
    statement: 'Sign in with the smart account',
    uri: 'https://dapp.example/',
    version: '1',
    chainId: String(chainId),
    nonce: 'a1b2c3d4e5f6',
    issuedAt: '2026-11-24T17:00:00.000Z',
  }
  return { text: formatSiwxMessage(message), message }
}

describe('account types in the frame (ERC-4337 on the devnet)', () => {
  it('reports the smart account first on an enabled chain, the EOA alone elsewhere and when preferred', async () => {
    const { types } = frameParts()
    const smart = await smartAddress()
    expect(await types.user(wallet.address, chainId)).toEqual({
      address: smart,
      accounts: [
        { address: smart, type: 'smartAccount' },
        { address: wallet.address, type: 'eoa' },
      ],
      smartAccountDeployed: false,
      preferredAccountType: 'smartAccount',
    })
    expect(types.enabledNetworks()).toEqual([chainId])
    expect(await types.user(wallet.address, 1)).toMatchObject({
      address: wallet.address,
      accounts: [{ address: wallet.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
    })
    types.setPreferred('eoa')
    expect(await types.user(wallet.address, chainId)).toMatchObject({
      address: wallet.address,
      preferredAccountType: 'eoa',
    })
  })

  it('signs as the undeployed account with ERC-6492: viem and @portico/siwx verify it', async () => {
    const { signer, sign } = frameParts()
    const smart = await smartAddress()
    expect(await signer.address()).toBe(smart)
    const { text, message } = signInText(smart)
    const signature = (await sign('personal_sign', [toHex(text), smart])) as Hex
    expect(isErc6492Signature(signature)).toBe(true)
    expect(await client().verifyMessage({ address: smart, message: text, signature })).toBe(true)
    const verifier = createEip155Verifier({ rpcUrls: { [chainId]: node.rpcUrl } })
    expect(await verifier.verify({ text, message, signature })).toBe(true)
    // The same text is not the EOA's signature, nor another text the account's.
    expect(
      await client().verifyMessage({ address: wallet.address, message: text, signature }),
    ).toBe(false)
    expect(await verifier.verify({ text: `${text} `, message, signature })).toBe(false)
  }, 30_000)

  it('sends from the smart account as a sponsored user operation (deployed on first use), then signs with ERC-1271', async () => {
    const { types, sign } = frameParts()
    const smart = await smartAddress()
    const to = privateKeyToAccount(generatePrivateKey()).address
    await client().request({
      method: 'anvil_setBalance' as never,
      params: [smart, numberToHex(parseEther('1'))] as never,
    })
    const hash = (await sign('eth_sendTransaction', [
      { from: smart, to, value: numberToHex(parseEther('0.25')) },
    ])) as Hex
    const receipt = await client().getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await client().getBalance({ address: to })).toBe(parseEther('0.25'))
    // The paymaster paid the gas: the account spent the value only.
    expect(await client().getBalance({ address: smart })).toBe(parseEther('0.75'))
    expect((await types.user(wallet.address, chainId)).smartAccountDeployed).toBe(true)

    const { text, message } = signInText(smart)
    const signature = (await sign('personal_sign', [toHex(text), smart])) as Hex
    expect(isErc6492Signature(signature)).toBe(false)
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await client().verifyMessage({ address: smart, message: text, signature })).toBe(true)
    const verifier = createEip155Verifier({ rpcUrls: { [chainId]: node.rpcUrl } })
    expect(await verifier.verify({ text, message, signature })).toBe(true)

    const typedData = {
      domain: { name: 'Dapp', version: '1', chainId },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    const typedSignature = (await sign('eth_signTypedData_v4', [
      smart,
      JSON.stringify({ ...typedData, types: { ...typedData.types } }),
    ])) as Hex
    expect(
      await client().verifyTypedData({ address: smart, ...typedData, signature: typedSignature }),
    ).toBe(true)
  }, 60_000)

  it('refuses requests for another address than the acting account', async () => {
    const { sign } = frameParts()
    await expect(sign('personal_sign', ['0x68690a', wallet.address])).rejects.toThrow(
      'Invalid input',
    )
  })

  it('acting names the account that signs and keeps it: after the preference moves to the EOA, the smart account shown on the card still signs', async () => {
    const { types, signer } = frameParts()
    const smart = await smartAddress()
    const shown = await signer.acting(chainId)
    expect([shown.address, shown.type]).toEqual([smart, 'smartAccount'])
    // SET_PREFERRED_ACCOUNT while the card is open.
    types.setPreferred('eoa')
    const signature = (await shown.sign('personal_sign', [toHex('hello'), smart])) as Hex
    expect(await client().verifyMessage({ address: smart, message: 'hello', signature })).toBe(true)
    // The next card names the user's own account, and that account signs.
    const next = await signer.acting(chainId)
    expect([next.address, next.type]).toEqual([getAddress(wallet.address), 'eoa'])
    expect(await signer.address()).toBe(wallet.address)
    const own = (await next.sign('personal_sign', [toHex('hello'), wallet.address])) as Hex
    expect(
      await client().verifyMessage({ address: wallet.address, message: 'hello', signature: own }),
    ).toBe(true)
  }, 30_000)
})
