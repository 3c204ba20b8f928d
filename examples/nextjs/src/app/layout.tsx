import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { clientConfigFor, requestOrigin } from '../config/client-config'
import { readExampleConfig } from '../config/example-config'
import { readSavedSession } from '../session/saved-session'
import { AccountButton } from './account-button'
import { PorticoProvider } from './portico-provider'
import './globals.css'

export const metadata: Metadata = {
  title: 'Portico · Next.js',
  description: 'Portico with the app router and server rendering',
}

/**
 * Rendered per request (it reads cookies): the server draws the visitor's saved connection, and
 * Next.js puts this response's CSP nonce on its inline scripts.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const requestHeaders = await headers()
  const session = readSavedSession(requestHeaders.get('cookie'))
  const origin = requestOrigin(requestHeaders.get('host'), requestHeaders.get('x-forwarded-proto'))
  const config = clientConfigFor(readExampleConfig(process.env), origin)
  return (
    <html lang="en">
      <body>
        <PorticoProvider config={config} porticoCookies={session.porticoCookies}>
          <header>
            <strong>Portico × Next.js</strong>
            <AccountButton savedAccount={session.account} />
          </header>
          <main>{children}</main>
        </PorticoProvider>
      </body>
    </html>
  )
}
