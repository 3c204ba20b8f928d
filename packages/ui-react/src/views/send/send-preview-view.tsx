import type { AppKitSnapshot } from '@portico/core'
import { draftLacksGas, truncateAddress } from '@portico/core/internal'
import { useState } from 'react'
import { Avatar } from '../../components/avatar.js'
import { Button } from '../../components/button.js'
import { SafeImage } from '../../components/safe-image.js'
import { Text, Truncate } from '../../components/text.js'
import { useWalletViewsCss } from '../../components/wallet-views-css.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { sendMessages } from '../../i18n/en/send.js'
import { useErrorText } from '../../i18n/use-error-text.js'
import { useFormat } from '../../i18n/use-format.js'
import { useMessages } from '../../i18n/use-messages.js'
import { networkImageUrl } from '../account/network-image.js'
import { useActiveAccount } from '../account/use-active-account.js'
import { GasWarning } from './gas-warning.js'
import { networkFeeText } from './network-fee-text.js'

const selectDraft = (s: AppKitSnapshot) => s.sendDraft

/**
 * WalletSendPreview: what will be sent, to whom, on which network and for what fee (core's
 * estimate through the adapter, or a fallback text); Send hands
 * the draft to core's `sendToken` (which shows "Transaction started", and on success resets the
 * draft and returns to Account, or shows "Something went wrong").
 */
export default function SendPreviewView() {
  useWalletViewsCss()
  const kit = useAppKitInstance()
  const t = useMessages(sendMessages)
  const textOf = useErrorText()
  const format = useFormat()
  const { account, network } = useActiveAccount()
  const draft = useSnapshot(selectDraft)
  const [error, setError] = useState<string | undefined>()
  const { token, sendTokenAmount: amount, receiverAddress } = draft

  if (!token || !amount || !receiverAddress) {
    return (
      <div className="portico-center">
        <Text tone="secondary">{t('nothingToSend')}</Text>
        <Button variant="secondary" onClick={() => kit.replace('WalletSend')}>
          {t('backToSend')}
        </Button>
      </div>
    )
  }

  const lowGas = draftLacksGas(draft, account)
  const send = async () => {
    setError(undefined)
    try {
      await kit.sendToken()
    } catch (cause) {
      setError(textOf(cause, t('somethingWentWrong')))
    }
  }
  const usd = Number(amount) * token.price
  const receiverName = draft.receiverProfileName

  return (
    <div className="portico-stack">
      <div className="portico-center">
        <SafeImage src={token.iconUrl} alt="" size={48} radius={24} />
        {/* The exact amount typed (not cut to 3 decimals): this is what the wallet will sign. */}
        <p className="portico-balance">
          <Truncate text={`${amount} ${token.symbol}`} />
        </p>
        {token.price > 0 ? <Text tone="secondary">{format.usd(usd)}</Text> : null}
      </div>
      <dl className="portico-summary" style={{ margin: 0 }}>
        <div className="portico-summary-row">
          <dt className="portico-muted">{t('to')}</dt>
          <dd className="portico-summary-value" style={{ margin: 0 }}>
            <Avatar address={receiverAddress} imageUrl={draft.receiverProfileImageUrl} size={24} />
            <Truncate text={receiverName ?? truncateAddress(receiverAddress)} />
          </dd>
        </div>
        {receiverName ? (
          <div className="portico-summary-row">
            <dt className="portico-muted">{t('address')}</dt>
            <dd className="portico-summary-value" style={{ margin: 0 }}>
              {truncateAddress(receiverAddress)}
            </dd>
          </div>
        ) : null}
        <div className="portico-summary-row">
          <dt className="portico-muted">{t('network')}</dt>
          <dd className="portico-summary-value" style={{ margin: 0 }}>
            <SafeImage src={networkImageUrl(kit, network)} alt="" size={20} radius={10} />
            <Truncate text={network?.name ?? t('unknownNetwork')} />
          </dd>
        </div>
        <div className="portico-summary-row">
          <dt className="portico-muted">{t('networkFee')}</dt>
          <dd className="portico-summary-value" style={{ margin: 0 }}>
            {networkFeeText(draft, network, t, format)}
          </dd>
        </div>
      </dl>
      {lowGas ? <GasWarning symbol={network?.nativeCurrency.symbol} /> : null}
      {error ? (
        <p className="portico-error-box" role="alert" style={{ margin: 0 }}>
          {error}
        </p>
      ) : null}
      <div className="portico-button-row">
        <Button variant="secondary" onClick={() => kit.goBack()} disabled={draft.loading}>
          {t('cancel')}
        </Button>
        <Button onClick={send} loading={draft.loading} disabled={lowGas}>
          {t('send')}
        </Button>
      </div>
    </div>
  )
}
