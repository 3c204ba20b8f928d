'use client'

import { useAppKitAccount, useAppKitNetwork, useDisconnect } from '@portico/ui-react'

/** Portico's hooks in a client component: the account, its network, and a disconnect action. */
export function AccountPanel() {
  const { address, status } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  const { disconnect } = useDisconnect()
  return (
    <section className="panel" aria-label="Account">
      <dl>
        <dt>Status</dt>
        <dd data-testid="status">{status}</dd>
        <dt>Address</dt>
        <dd data-testid="address">{address ?? '—'}</dd>
        <dt>Network</dt>
        <dd data-testid="network">{caipNetworkId ?? '—'}</dd>
      </dl>
      {address ? (
        <button type="button" className="secondary" onClick={() => disconnect()}>
          Disconnect
        </button>
      ) : null}
    </section>
  )
}
