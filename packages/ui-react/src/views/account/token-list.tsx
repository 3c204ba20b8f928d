import type { AppKitSnapshot, TokenBalance } from '@portico/core'
import type { RefObject } from 'react'
import { SafeImage } from '../../components/safe-image.js'
import { Truncate } from '../../components/text.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { accountMessages } from '../../i18n/en/account.js'
import { useFormat } from '../../i18n/use-format.js'
import { useMessages } from '../../i18n/use-messages.js'
import { PanelEmpty, PanelError, PanelLoading } from './panel-state.js'
import { VirtualRows } from './virtual-rows.js'

const NO_TOKENS: TokenBalance[] = []

const selectTokens = (s: AppKitSnapshot) => ({
  tokens:
    (s.activeNamespace ? s.accounts[s.activeNamespace]?.tokenBalance : undefined) ?? NO_TOKENS,
  loading: s.tokenBalances.loading,
  error: s.tokenBalances.error,
  served: s.tokenBalances.served,
})

/**
 * One token: icon, name, symbol, amount (3 decimals) and USD value (2 decimals), all as text.
 * `priced: false` (a balance read from the chain's node, which knows no price) leaves the USD value
 * out rather than show a $0.00 the token is not worth.
 */
export function TokenRow({ token, priced = true }: { token: TokenBalance; priced?: boolean }) {
  const format = useFormat()
  return (
    <div className="portico-token">
      <SafeImage src={token.iconUrl} alt="" size={36} radius={18} />
      <div className="portico-token-main">
        <Truncate className="portico-strong" text={token.name} />
        <Truncate className="portico-muted" text={token.symbol} />
      </div>
      <div className="portico-token-side">
        {priced ? <span className="portico-strong">{format.usd(token.value)}</span> : null}
        <Truncate
          className="portico-muted"
          text={`${format.amount(token.quantity.numeric)} ${token.symbol}`}
        />
      </div>
    </div>
  )
}

/** The Tokens tab: the account's token balances, with loading, empty and error states. */
export function TokenList({ scrollRef }: { scrollRef: RefObject<HTMLElement | null> }) {
  const kit = useAppKitInstance()
  const t = useMessages(accountMessages)
  const { tokens, loading, error, served } = useSnapshot(selectTokens)
  if (tokens.length === 0) {
    if (loading) return <PanelLoading label={t('loadingTokens')} />
    if (error) {
      return (
        <PanelError
          message={t('tokenBalanceUnavailable')}
          onRetry={() => {
            // The user's Try again asks now, past the 30 s block on automatic retries.
            kit.fetchTokenBalances({ force: true, retry: true }).catch(() => {})
          }}
        />
      )
    }
    return <PanelEmpty title={t('noTokens')}>{t('noTokensHint')}</PanelEmpty>
  }
  return (
    <VirtualRows
      label={t('ariaTokens')}
      count={tokens.length}
      scrollRef={scrollRef}
      estimateSize={() => 64}
      getKey={(index) => {
        const token = tokens[index]
        return `${index}:${token?.chainId ?? ''}:${token?.address ?? 'native'}`
      }}
      renderRow={(index) => {
        const token = tokens[index]
        return token ? <TokenRow token={token} priced={served} /> : null
      }}
    />
  )
}
