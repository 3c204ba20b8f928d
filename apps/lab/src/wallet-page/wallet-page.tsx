import { useState, useSyncExternalStore } from 'react'
import { Panel } from '../app/panel.js'
import type { LabWalletClient } from './lab-wallet-client.js'

/** The `/wallet/` page: a WalletConnect wallet (pair by URI, approve sessions and requests). */
export function WalletPage({ client }: { client: LabWalletClient }) {
  const state = useSyncExternalStore(client.subscribe, client.getState)
  const [uri, setUri] = useState('')
  return (
    <div className="lab" data-theme="dark">
      <header className="lab-header">
        <div>
          <h1>Portico lab wallet</h1>
          <p className="lab-muted">
            A WalletConnect wallet over the local relay. Account{' '}
            <span className="lab-mono">{client.address}</span>
          </p>
        </div>
        <p className="lab-muted" data-testid="wallet-status">
          Status: {state.status}
        </p>
      </header>
      <main className="lab-grid">
        <Panel title="Pair with a dapp" wide>
          <form
            onSubmit={(event) => {
              event.preventDefault()
              if (uri.trim()) void client.pair(uri).then(() => setUri(''))
            }}
          >
            <label className="lab-field">
              <span>WalletConnect URI (from the modal: Copy link, or the QR code)</span>
              <input
                type="text"
                name="uri"
                value={uri}
                placeholder="wc:..."
                autoComplete="off"
                onChange={(event) => setUri(event.currentTarget.value)}
              />
            </label>
            <div className="lab-row">
              <button type="submit" disabled={state.status !== 'ready' || !uri.trim()}>
                Pair
              </button>
            </div>
          </form>
          {state.error ? (
            <p role="alert" className="lab-output">
              {state.error}
            </p>
          ) : null}
        </Panel>

        <Panel title="Session proposals" testId="wallet-proposals">
          {state.proposals.length === 0 ? <p className="lab-muted">None waiting.</p> : null}
          {state.proposals.map((proposal) => {
            const { metadata } = proposal.params.proposer
            const chains = Object.values({
              ...proposal.params.requiredNamespaces,
              ...proposal.params.optionalNamespaces,
            }).flatMap((namespace) => namespace.chains ?? [])
            return (
              <article
                key={proposal.id}
                className="lab-output"
                aria-label={`Proposal from ${metadata.name}`}
              >
                <p>
                  <strong>{metadata.name}</strong> ({metadata.url}) asks to connect on{' '}
                  {chains.join(', ') || 'any chain'}.
                </p>
                <div className="lab-row">
                  <button type="button" onClick={() => void client.approveProposal(proposal.id)}>
                    Approve session
                  </button>
                  <button type="button" onClick={() => void client.rejectProposal(proposal.id)}>
                    Reject session
                  </button>
                </div>
              </article>
            )
          })}
        </Panel>

        <Panel title="Requests" testId="wallet-requests">
          {state.requests.length === 0 ? <p className="lab-muted">None waiting.</p> : null}
          {state.requests.map((request) => (
            <article
              key={request.id}
              className="lab-output"
              aria-label={`Request ${request.params.request.method}`}
              data-method={request.params.request.method}
            >
              <p>
                <strong>{request.params.request.method}</strong> on {request.params.chainId}
              </p>
              <pre className="lab-pre">
                {JSON.stringify(request.params.request.params, null, 2)}
              </pre>
              <div className="lab-row">
                <button type="button" onClick={() => void client.approveRequest(request.id)}>
                  Approve request
                </button>
                <button type="button" onClick={() => void client.rejectRequest(request.id)}>
                  Reject request
                </button>
              </div>
            </article>
          ))}
        </Panel>

        <Panel title="Sessions" testId="wallet-sessions">
          {state.sessions.length === 0 ? <p className="lab-muted">No session.</p> : null}
          <ul>
            {state.sessions.map((session) => (
              <li key={session.topic}>
                {session.peer.metadata.name}{' '}
                <button type="button" onClick={() => void client.disconnect(session.topic)}>
                  Disconnect
                </button>
              </li>
            ))}
          </ul>
        </Panel>

        <Panel title="Log">
          <ul data-testid="wallet-log">
            {state.log.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log
              <li key={index}>{line}</li>
            ))}
          </ul>
        </Panel>
      </main>
    </div>
  )
}
