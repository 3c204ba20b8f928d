// The two minimal apps the chain-client measurement builds and runs: connect to a node, read a
// balance, estimate a native transfer's fee (paymentInfo) and send it. Each app only exports a
// loader that imports its client on first use, as the adapter does.

/** @polkadot/api: the typed-on-metadata client of polkadot-js. */
export const POLKADOT_JS_APP = `
export async function run(wsUrl, from, to, signer) {
  const { ApiPromise, WsProvider } = await import('@polkadot/api')
  const api = await ApiPromise.create({ provider: new WsProvider(wsUrl), noInitWarn: true })
  const account = await api.query.system.account(from)
  const tx = api.tx.balances.transferKeepAlive(to, 1000n)
  const balanceAt = performance.now()
  let fee
  try {
    fee = (await tx.paymentInfo(from)).partialFee.toBigInt()
  } catch (error) {
    fee = 'failed: ' + error.message
  }
  if (signer) await tx.signAndSend(from, { signer })
  return { api, free: account.data.free.toBigInt(), fee, balanceAt }
}
`

/** polkadot-api (PAPI): the light-client-first client, used untyped (no generated descriptors). */
export const PAPI_APP = `
export async function run(wsUrl, from, to, signer) {
  const { createClient } = await import('polkadot-api')
  const { getWsProvider } = await import('polkadot-api/ws')
  const client = createClient(getWsProvider(wsUrl))
  const api = client.getUnsafeApi()
  const account = await api.query.System.Account.getValue(from)
  const tx = api.tx.Balances.transfer_keep_alive({ dest: { type: 'Id', value: to }, value: 1000n })
  const balanceAt = performance.now()
  let fee
  try {
    fee = await tx.getEstimatedFees(from)
  } catch (error) {
    fee = 'failed: ' + error.message
  }
  if (signer) {
    const { getPolkadotSignerFromPjs } = await import('polkadot-api/pjs-signer')
    await tx.signAndSubmit(getPolkadotSignerFromPjs(from, signer.signPayload, signer.signRaw))
  }
  return { client, free: account.data.free, fee, balanceAt }
}
`
