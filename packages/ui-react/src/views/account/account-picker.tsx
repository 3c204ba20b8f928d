import type { AccountEntry } from '@portico/core'
import { truncateAddress } from '@portico/core/internal'
import { useState } from 'react'
import { Text } from '../../components/text.js'
import { TextInput } from '../../components/text-input.js'
import { useAppKitInstance } from '../../context/app-kit-context.js'
import { accountMessages } from '../../i18n/en/account.js'
import { useErrorText } from '../../i18n/use-error-text.js'
import { type Translate, useMessages } from '../../i18n/use-messages.js'
import { useActiveAccount } from './use-active-account.js'

type AccountKey = keyof (typeof accountMessages)['en']

/** More accounts than this and the list gets a search field (polkadot extensions hold many). */
export const SEARCH_FROM = 6

/** What a person calls an account: the wallet's name for it, else its kind on bip122. */
export function accountLabel(entry: AccountEntry, t: Translate<AccountKey>): string {
  if (entry.name) return entry.name
  if (entry.type === 'payment') return t('accountPayment')
  if (entry.type === 'ordinal') return t('accountOrdinals')
  return truncateAddress(entry.address)
}

/** Accounts whose name or address contains `query` (case-insensitive). */
export function filterAccounts(accounts: readonly AccountEntry[], query: string): AccountEntry[] {
  const q = query.trim().toLowerCase()
  if (!q) return [...accounts]
  return accounts.filter(
    (entry) =>
      entry.address.toLowerCase().includes(q) || (entry.name ?? '').toLowerCase().includes(q),
  )
}

/**
 * The account picker of a connection with several accounts (a polkadot extension's accounts with
 * their names, bip122 payment and ordinals): the active one marked, a search field when there are
 * many; choosing one calls core's `selectAccount`. Nothing with one account.
 */
export function AccountPicker() {
  const kit = useAppKitInstance()
  const t = useMessages(accountMessages)
  const textOf = useErrorText()
  const { account, namespace } = useActiveAccount()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [error, setError] = useState<string | undefined>()
  const accounts = account?.allAccounts ?? []
  if (accounts.length < 2 || !namespace) return null
  const active = accounts.find((entry) => entry.address === account?.address)
  const shown = filterAccounts(accounts, query)

  const choose = (entry: AccountEntry) => {
    setError(undefined)
    kit.selectAccount({ address: entry.address, namespace }).then(
      () => setOpen(false),
      (cause: unknown) => setError(textOf(cause, t('selectFailed'))),
    )
  }

  return (
    <div className="portico-stack" style={{ gap: 6 }}>
      <button
        type="button"
        className="portico-picker"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <span className="portico-token-main">
          <span className="portico-strong">{active ? accountLabel(active, t) : t('account')}</span>
          <span className="portico-muted">
            {t('accountsCount', { count: accounts.length })} ·{' '}
            {open ? t('pickerClose') : t('pickerSwitch')}
          </span>
        </span>
      </button>
      {open ? (
        <>
          {accounts.length >= SEARCH_FROM ? (
            <TextInput
              label={t('searchAccounts')}
              hideLabel
              placeholder={t('searchAccounts')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          ) : null}
          <ul className="portico-list" aria-label={t('ariaAccounts')}>
            {shown.map((entry) => (
              <li key={entry.address}>
                <button
                  type="button"
                  className="portico-row"
                  aria-current={entry.address === account?.address ? 'true' : undefined}
                  onClick={() => choose(entry)}
                >
                  <span className="portico-token-main">
                    <span className="portico-row-name">{accountLabel(entry, t)}</span>
                    <span className="portico-muted">{truncateAddress(entry.address)}</span>
                  </span>
                  {entry.address === account?.address ? (
                    <span className="portico-tag">{t('active')}</span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
          {shown.length === 0 ? <Text tone="secondary">{t('noAccountMatches')}</Text> : null}
          {error ? (
            <p className="portico-error-box" role="alert" style={{ margin: 0 }}>
              {error}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
