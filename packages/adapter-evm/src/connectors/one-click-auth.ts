import type { CaipNetworkId, SiwxConfig } from '@portico/core'
import type { UniversalProvider } from './walletconnect-provider.js'

/** A placeholder account: the template message is only read for its nonce, domain, times. */
const TEMPLATE_ACCOUNT = '0x0000000000000000000000000000000000000000'

/**
 * WalletConnect one-click auth (`wc_sessionAuthenticate`): one request both opens the session and
 * signs in. The sign-in config writes the message fields (its nonce comes from the SIWX server);
 * the wallet answers with one CACAO per chain; the CACAO of the chain the dapp connects on is
 * recorded with `siwx.addSession` (the server verifies it as any EIP-4361 message), so the kit
 * finds the session and does not ask again. A wallet that does not support it falls back, inside
 * WalletConnect, to a plain session proposal; a refused CACAO only means the usual prompt follows.
 */
export async function authenticateSession(params: {
  provider: UniversalProvider
  siwx: SiwxConfig
  chainId: number
  chains: readonly number[]
  methods: readonly string[]
  events: readonly string[]
  rpcMap: Record<number, string>
  warn(message: string, details?: unknown): void
}): Promise<void> {
  const { provider, siwx } = params
  const primary = `eip155:${params.chainId}` as CaipNetworkId
  const template = await siwx.createMessage({ accountAddress: TEMPLATE_ACCOUNT, chainId: primary })
  const chains = [
    primary,
    ...params.chains.map((id) => `eip155:${id}`).filter((c) => c !== primary),
  ]
  const result = await provider.authenticate({
    chains,
    domain: template.domain,
    uri: template.uri,
    nonce: template.nonce,
    iat: template.issuedAt,
    ...(template.statement ? { statement: template.statement } : {}),
    ...(template.expirationTime ? { exp: template.expirationTime } : {}),
    ...(template.notBefore ? { nbf: template.notBefore } : {}),
    ...(template.resources ? { resources: [...template.resources] } : {}),
    methods: [...params.methods],
    // Read by UniversalProvider (not sent): the namespaces its eip155 provider serves reads with.
    optionalNamespaces: {
      eip155: {
        chains,
        methods: [...params.methods],
        events: [...params.events],
        rpcMap: { ...params.rpcMap },
      },
    },
  } as Parameters<UniversalProvider['authenticate']>[0])
  // One nonce, one session: the CACAO of the chain the dapp connects on.
  const cacao =
    result.auths?.find((auth) => auth.p.iss.startsWith(`did:pkh:${primary}:`)) ?? result.auths?.[0]
  if (!cacao) return
  const [, , namespace, reference, address] = cacao.p.iss.split(':')
  if (namespace !== 'eip155' || !reference || !address) return
  const message = provider.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
  const { toString: _text, ...data } = template
  await siwx
    .addSession({
      data: {
        ...data,
        accountAddress: address,
        chainId: `eip155:${reference}` as CaipNetworkId,
        ...(cacao.p.statement ? { statement: cacao.p.statement } : {}),
        ...(cacao.p.resources ? { resources: cacao.p.resources } : {}),
      },
      message,
      signature: cacao.s.s,
      cacao,
    })
    .catch((error: unknown) => params.warn('One-click auth: the session was refused', error))
}
