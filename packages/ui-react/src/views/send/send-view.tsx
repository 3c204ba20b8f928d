import type { AppKitSnapshot } from '@portico/core'
import { isSameToken, sendableTokens, sendReadiness, truncateAmount } from '@portico/core/internal'
import { type FormEvent, useState } from 'react'
import { Button } from '../../components/button.js'
import { familyLabel } from '../../components/family-label.js'
import { Text } from '../../components/text.js'
import { TextInput } from '../../components/text-input.js'
import { useWalletViewsCss } from '../../components/wallet-views-css.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { sendMessages } from '../../i18n/en/send.js'
import { useFormat } from '../../i18n/use-format.js'
import { useMessages } from '../../i18n/use-messages.js'
import { useActiveAccount } from '../account/use-active-account.js'
import { amountProblemKey, decimalsProblemText } from './amount-messages.js'
import { ExistentialDepositWarning } from './existential-deposit.js'
import { GasWarning } from './gas-warning.js'
import { ReceiverStatus, receiverError } from './receiver-status.js'
import { TokenPicker } from './token-picker.js'

const selectDraft = (s: AppKitSnapshot) => s.sendDraft

/**
 * WalletSend: choose a token, an amount and a receiver, see the insufficient-gas warning, then
 * Preview. The rules are core's: its send flow (started by the kit while the view shows) keeps the draft's token, decimals,
 * fee and the network's existential deposit current, the amount is checked by `sendReadiness`
 * with the token's decimals as read on chain (and flagged when it leaves dust below the deposit),
 * the receiver resolved by `setSendReceiver`. Everything typed lives in core's send draft,
 * so Back from the preview keeps it.
 */
export default function SendView() {
  useWalletViewsCss()
  const kit = useAppKitInstance()
  const t = useMessages(sendMessages)
  const format = useFormat()
  const { account, network } = useActiveAccount()
  const draft = useSnapshot(selectDraft)
  const adapter = network ? kit.getAdapter(network.chainNamespace) : undefined
  // Core sends tokens where the family's adapter has them (ERC-20, SPL mints).
  const capabilities = adapter?.capabilities
  const tokens = sendableTokens(account, network, capabilities?.tokens === true)
  const token = tokens.find((candidate) => isSameToken(candidate, draft.token)) ?? draft.token
  const [amount, setAmount] = useState(draft.sendTokenAmount ?? '')
  const [receiverText, setReceiverText] = useState(
    draft.receiverProfileName ?? draft.receiverAddress ?? '',
  )
  const [touched, setTouched] = useState(false)
  const receiver = draft.receiver

  // Core keeps the draft ready while this view shows (the kit starts its send flow when the view
  // is shown): balances, the default token, its decimals, the fee, a typed receiver resolved again.

  const decimalsError = decimalsProblemText(draft.tokenDecimals, t)
  const { decimals, problem, lowGas, dust, ready } = sendReadiness({
    draft,
    account,
    token,
    amount,
  })
  const showAmountError = problem !== undefined && (touched || problem !== 'invalid')

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!ready) return
    kit.setSendDraft({ sendTokenAmount: amount.trim() })
    kit.push('WalletSendPreview')
  }

  if (tokens.length === 0) {
    return (
      <div className="portico-center">
        <Text className="portico-strong">{t('noTokens')}</Text>
        <Text tone="secondary" size="small">
          {t('noTokensOn', { network: network?.name ?? t('thisNetwork') })}
        </Text>
      </div>
    )
  }

  const amountValue =
    token && decimals !== undefined && !problem && amount ? Number(amount) * token.price : undefined
  return (
    <form className="portico-stack" onSubmit={onSubmit} noValidate>
      <TokenPicker
        tokens={tokens}
        selected={token}
        onSelect={(next) => kit.setSendDraft({ token: next })}
      />
      <div className="portico-stack" style={{ gap: 2 }}>
        <TextInput
          label={t('amount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value)
            kit.setSendDraft({ sendTokenAmount: event.target.value.trim() || undefined })
          }}
          onBlur={() => setTouched(true)}
          error={
            decimalsError ?? (showAmountError && problem ? t(amountProblemKey[problem]) : undefined)
          }
          hint={
            token
              ? amountValue !== undefined && token.price > 0
                ? t('balanceUsd', {
                    amount: `${format.amount(token.quantity.numeric)} ${token.symbol}`,
                    usd: format.usd(amountValue),
                  })
                : t('balance', {
                    amount: `${format.amount(token.quantity.numeric)} ${token.symbol}`,
                  })
              : undefined
          }
        />
        {token && decimals !== undefined ? (
          <button
            type="button"
            className="portico-link-btn"
            onClick={() => {
              const max = truncateAmount(token.quantity.numeric, decimals)
              setAmount(max)
              kit.setSendDraft({ sendTokenAmount: max })
            }}
          >
            {t('useMax')}
          </button>
        ) : null}
      </div>
      <div className="portico-stack" style={{ gap: 6 }}>
        <TextInput
          label={t('to')}
          autoComplete="off"
          spellCheck={false}
          // An address or a name: left to right even in an Arabic or Hebrew modal.
          dir="ltr"
          placeholder={
            capabilities?.names || !network
              ? t('receiverPlaceholder')
              : t('familyAddress', { family: familyLabel(network.chainNamespace) })
          }
          value={receiverText}
          onChange={(event) => {
            setReceiverText(event.target.value)
            kit.setSendReceiver(event.target.value)
          }}
          error={receiverError(receiver, t)}
        />
        <ReceiverStatus state={receiver} />
      </div>
      {lowGas ? <GasWarning symbol={network?.nativeCurrency.symbol} /> : null}
      {network && dust !== undefined ? (
        <ExistentialDepositWarning network={network} deposit={dust} />
      ) : null}
      <Button type="submit" fullWidth disabled={!ready}>
        {t('preview')}
      </Button>
    </form>
  )
}
