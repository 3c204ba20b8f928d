import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { readLabConfig } from '../app/read-lab-config.js'
import { createLabWalletClient } from './lab-wallet-client.js'
import { WalletPage } from './wallet-page.js'

const client = createLabWalletClient(readLabConfig())
const root = document.getElementById('root')
if (!root) throw new Error('The wallet page has no #root element.')
createRoot(root).render(
  <StrictMode>
    <WalletPage client={client} />
  </StrictMode>,
)
