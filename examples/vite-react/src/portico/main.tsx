import { AppKitProvider } from '@portico/ui-react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { kit } from './kit'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <AppKitProvider instance={kit}>
      <App />
    </AppKitProvider>
  </StrictMode>,
)
