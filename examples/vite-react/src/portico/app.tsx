import { AppKitButton, useAppKitAccount, useAppKitProvider } from '@portico/ui-react'
import { useState } from 'react'
import type { EIP1193Provider } from 'viem'

/** Connect, then sign a message with the connected wallet (EIP-1193 personal_sign). */
export function App() {
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider: provider } = useAppKitProvider<EIP1193Provider>('eip155')
  const [result, setResult] = useState('')
  const sign = async () => {
    if (!provider || !address) return
    try {
      const signature = await provider.request({
        method: 'personal_sign',
        params: ['0x48656c6c6f', address as `0x${string}`],
      })
      setResult(`Signed: ${signature}`)
    } catch (error) {
      setResult(`Not signed: ${(error as Error).message}`)
    }
  }
  return (
    <main>
      <h1>Vite example</h1>
      <AppKitButton />
      {isConnected ? (
        <button type="button" onClick={sign}>
          Sign message
        </button>
      ) : null}
      <p role="status">{result}</p>
    </main>
  )
}
