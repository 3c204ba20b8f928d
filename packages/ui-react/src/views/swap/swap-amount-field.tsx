import type { SwapTokenOption } from '@portico/core'
import { formatAmount } from '@portico/core/internal'
import { useId } from 'react'
import { ChevronDownIcon } from '../../components/icons.js'
import { SafeImage } from '../../components/safe-image.js'
import { Truncate } from '../../components/text.js'

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
          aria-label={`${label}: ${token ? token.symbol : 'select a token'}`}
          onClick={onPickToken}
        >
          {token ? <SafeImage src={token.logoUri} alt="" size={24} radius={12} /> : null}
          <Truncate text={token ? token.symbol : 'Select token'} />
          <ChevronDownIcon />
        </button>
        {token?.balance !== undefined ? (
          <span className="portico-muted">
            Balance {formatAmount(token.balance)}
            {onMax ? (
              <button type="button" className="portico-link-btn" onClick={onMax}>
                Max
              </button>
            ) : null}
          </span>
        ) : null}
      </div>
    </div>
  )
}
