import type { AppKitSnapshot } from '@portico/core'
import { truncateAddress } from '@portico/core/internal'
import { Button } from '../../components/button.js'
import { Text } from '../../components/text.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { signInMessages } from '../../i18n/en/sign-in.js'
import { useMessages } from '../../i18n/use-messages.js'

const selectSignIn = (s: AppKitSnapshot) => {
  const namespace = s.activeNamespace
  return {
    address: namespace ? s.accounts[namespace]?.address : undefined,
    network: s.activeNetwork?.name,
    status: s.signIn.status,
    required: s.signIn.required,
  }
}

/** The page's host: the domain the message names (the config may set another; the wallet shows it). */
function pageHost(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.host
}

/**
 * SIWXSignMessage (SPEC §2/§4): asks the connected account to sign in. Shows the app, the
 * domain, the account and the network the message will name; "Sign" asks the wallet
 * (`kit.signIn()`, which moves to ConnectingSiwe), "Cancel" follows SPEC §2 (`kit.cancelSignIn()`:
 * disconnect when sign-in is required, else close). Failures are the kit's toast.
 */
export default function SiwxSignMessageView() {
  const kit = useAppKitInstance()
  const t = useMessages(signInMessages)
  const state = useSnapshot(selectSignIn)
  const appName = kit.options.metadata?.name || t('thisApp')
  const host = pageHost()
  return (
    <div className="portico-stack">
      <Text size="large">{t('wantsSignIn', { app: appName })}</Text>
      <Text tone="secondary">
        {t('explain')}
        {state.required ? ` ${t('required')}` : ''}
      </Text>
      <dl className="portico-stack" style={{ margin: 0, gap: 4 }}>
        {host ? <Essential term={t('domain')} value={host} /> : null}
        {state.address ? (
          <Essential term={t('account')} value={truncateAddress(state.address)} />
        ) : null}
        {state.network ? <Essential term={t('network')} value={state.network} /> : null}
      </dl>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button
          variant="secondary"
          fullWidth
          onClick={() => {
            kit.cancelSignIn().catch(() => {})
          }}
        >
          {t('cancel')}
        </Button>
        <Button
          fullWidth
          loading={state.status === 'signing'}
          onClick={() => {
            // A failure is shown by the kit (toast, back to Connect).
            kit.signIn().catch(() => {})
          }}
        >
          {t('sign')}
        </Button>
      </div>
    </div>
  )
}

function Essential({ term, value }: { term: string; value: string }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
      <dt className="portico-text" data-tone="secondary" data-size="small" style={{ margin: 0 }}>
        {term}
      </dt>
      <dd className="portico-text" data-size="small" style={{ margin: 0 }}>
        {value}
      </dd>
    </div>
  )
}
