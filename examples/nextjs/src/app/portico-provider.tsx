'use client'

import { evmAdapter } from '@portico/adapter-evm'
import {
  type AppKit,
  createAppKit,
  createCookieStorage,
  defineNetwork,
  type Network,
} from '@portico/core'
import { AppKitProvider, useAppKitAccount } from '@portico/ui-react'
import { type ReactNode, useEffect, useState } from 'react'
import type { ClientConfig } from '../config/client-config'
import { accountCookie } from '../session/saved-session'

export interface PorticoProviderProps {
  config: ClientConfig
  /** Portico's cookies of this request: the server render starts from the browser's saved state. */
  porticoCookies: string
  children: ReactNode
}

function networksOf(config: ClientConfig): [Network, ...Network[]] {
  const [first, ...rest] = config.chains.map((chain) =>
    defineNetwork({
      id: chain.chainId,
      chainNamespace: 'eip155',
      name: `Devnet ${chain.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      testnet: true,
    }),
  )
  if (!first) throw new Error('The example has no chain')
  return [first, ...rest]
}

/**
 * On the server: read the request's cookies (Portico's status items), write nothing. In the
 * browser: `document.cookie` both ways, so the next request carries the new state.
 */
function storageFor(porticoCookies: string) {
  if (typeof document === 'undefined')
    return createCookieStorage({ getCookie: () => porticoCookies })
  return createCookieStorage({
    getCookie: () => document.cookie,
    setCookie: (value) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the cookie storage's contract is a Set-Cookie string
      document.cookie = value
    },
  })
}

function createExampleKit(config: ClientConfig, porticoCookies: string): AppKit {
  const networks = networksOf(config)
  const metadata = {
    name: 'Portico Next.js example',
    description: 'Portico with server rendering',
    url: config.origin,
    icons: [],
  }
  return createAppKit({
    adapters: [
      evmAdapter({
        networks,
        rpcUrls: Object.fromEntries(config.chains.map((chain) => [chain.chainId, [chain.rpcUrl]])),
        // A WalletConnect connector only when the example is given a relay (see ExampleConfig).
        walletConnect: config.relayUrl
          ? { projectId: config.projectId, relayUrl: config.relayUrl, metadata }
          : false,
      }),
    ],
    networks,
    projectId: config.projectId,
    apiUrl: config.apiUrl,
    metadata,
    storage: storageFor(porticoCookies),
  })
}

/**
 * Keeps the example's account cookie in step with the kit: the server draws that address on the
 * next request's first paint. Only a settled state writes it: while a saved connection is being
 * restored the cookie stays as it is.
 */
function AccountCookieSync() {
  const { address, status } = useAppKitAccount({ namespace: 'eip155' })
  useEffect(() => {
    const secure = window.location.protocol === 'https:'
    // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie, read by the server
    if (status === 'connected' && address) document.cookie = accountCookie(address, secure)
    // biome-ignore lint/suspicious/noDocumentCookie: see above
    else if (status === 'disconnected') document.cookie = accountCookie(undefined, secure)
  }, [address, status])
  return null
}

/** One Portico instance for the page's lifetime (one per request on the server). */
export function PorticoProvider({ config, porticoCookies, children }: PorticoProviderProps) {
  const [kit] = useState(() => createExampleKit(config, porticoCookies))
  return (
    <AppKitProvider instance={kit}>
      <AccountCookieSync />
      {children}
    </AppKitProvider>
  )
}
