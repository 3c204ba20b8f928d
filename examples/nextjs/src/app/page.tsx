import { AccountPanel } from './account-panel'

/** A server component page: the interactive parts are client components under the provider. */
export default function Page() {
  return (
    <>
      <h1>Connect a wallet</h1>
      <p>
        The button above is drawn on the server from this request&apos;s cookies: after a reload a
        connected visitor sees the account at once.
      </p>
      <AccountPanel />
    </>
  )
}
