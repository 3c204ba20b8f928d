import { formatEther } from 'viem'
import { useAccount, useBalance, useConnect, useConnectors, useSignMessage } from 'wagmi'

/** A dapp on wagmi's hooks only: connect an EIP-6963 wallet, show the balance, sign a message. */
export function WagmiApp() {
  const { address, status } = useAccount()
  const connectors = useConnectors()
  const { connect, error: connectError } = useConnect()
  const balance = useBalance({ address })
  const { signMessage, data: signature, error: signError } = useSignMessage()
  return (
    <main>
      <h1>wagmi example</h1>
      <p>Status: {status}</p>
      {status !== 'connected'
        ? connectors.map((connector) => (
            <button key={connector.uid} type="button" onClick={() => connect({ connector })}>
              Connect {connector.name}
            </button>
          ))
        : null}
      {address ? <p data-testid="address">{address}</p> : null}
      {balance.data ? <p>Balance: {formatEther(balance.data.value)} ETH</p> : null}
      {address ? (
        <button type="button" onClick={() => signMessage({ message: 'Hello' })}>
          Sign message
        </button>
      ) : null}
      <p role="status">
        {signature ? `Signed: ${signature}` : (signError ?? connectError)?.message}
      </p>
    </main>
  )
}
