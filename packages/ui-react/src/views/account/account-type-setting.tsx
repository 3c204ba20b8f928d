import type { AppKitSnapshot } from '@portico/core'
import { useState } from 'react'
import { Button } from '../../components/button.js'
import { Text } from '../../components/text.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { smartAccountMessages } from '../../i18n/en/smart-account.js'
import { useMessages } from '../../i18n/use-messages.js'

const selectPreferred = (s: AppKitSnapshot) =>
  s.accounts.eip155?.preferredAccountType === 'eoa' ? 'eoa' : 'smartAccount'

/**
 * The Account view's account-type setting for the embedded wallet's eip155 account (SPEC §6):
 * which account acts (smart account or EOA) and the switch to the other. The address, balance
 * and history follow the kit's account change. Its own chunk: loaded only for such an account.
 */
export default function AccountTypeSetting() {
  const kit = useAppKitInstance()
  const t = useMessages(smartAccountMessages)
  const preferred = useSnapshot(selectPreferred)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const next = preferred === 'smartAccount' ? 'eoa' : 'smartAccount'

  async function switchType() {
    setBusy(true)
    setFailed(false)
    try {
      // The active family's account: the setting shows only where it has a smart account.
      await kit.setPreferredAccountType(next)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      className="portico-row"
      aria-label={t('accountType')}
      data-account-type={preferred}
      style={{ gap: 8, cursor: 'default', flexWrap: 'wrap' }}
    >
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text size="small" tone="secondary">
          {t('accountType')}
        </Text>
        <Text>{t(preferred === 'smartAccount' ? 'typeSmartAccount' : 'typeEoa')}</Text>
      </div>
      <Button variant="secondary" disabled={busy} onClick={switchType}>
        {busy ? t('switching') : t(next === 'eoa' ? 'switchToEoa' : 'switchToSmartAccount')}
      </Button>
      {failed ? (
        <div role="alert" style={{ flexBasis: '100%' }}>
          <Text size="small" tone="error">
            {t('switchFailed')}
          </Text>
        </div>
      ) : null}
    </section>
  )
}
