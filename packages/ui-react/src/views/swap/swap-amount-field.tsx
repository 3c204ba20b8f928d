import type { SwapTokenOption } from '@portico/core'
import { useId } from 'react'
import { ChevronDownIcon } from '../../components/icons.js'
import { SafeImage } from '../../components/safe-image.js'
import { Truncate } from '../../components/text.js'
import { swapMessages } from '../../i18n/en/swap.js'
import { useFormat } from '../../i18n/use-format.js'
import { useMessages } from '../../i18n/use-messages.js'

/**
 * One side of the swap: the amount field (typed in either side) and the token button that opens
 * SwapSelectToken. The balance shows under it when the account holds the token.
 */
export function SwapAmountField({
  label,
  token,
  amount,
  onAmount,
  onPickToken,
  onMax,
}: {
  label: string
  token: SwapTokenOption | undefined
  amount: string
  onAmount: (amount: string) => void
  onPickToken: () => void
  onMax?: (() => void) | undefined
}) {
  const id = useId()
  const t = useMessages(swapMessages)
  const format = useFormat()
  return (
    <div className="portico-token" style={{ flexWrap: 'wrap' }}>
      <div className="portico-token-main">
        <label htmlFor={id} className="portico-muted">
          {label}
        </label>
        <input
          id={id}
          className="portico-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={amount}
          onChange={(event) => onAmount(event.target.value)}
        />
      </div>
      <div className="portico-token-side">
        <button
          type="button"
          className="portico-pill"
          aria-label={t('ariaPickToken', {
            label,
            token: token ? token.symbol : t('selectATokenLower'),
          })}
          onClick={onPickToken}
        >
          {token ? <SafeImage src={token.logoUri} alt="" size={24} radius={12} /> : null}
          <Truncate text={token ? token.symbol : t('selectToken')} />
          <ChevronDownIcon />
        </button>
        {token?.balance !== undefined ? (
          <span className="portico-muted">
            {t('balance', { amount: format.amount(token.balance) })}
            {onMax ? (
              <button type="button" className="portico-link-btn" onClick={onMax}>
                {t('max')}
              </button>
            ) : null}
          </span>
        ) : null}
      </div>
    </div>
  )
}
