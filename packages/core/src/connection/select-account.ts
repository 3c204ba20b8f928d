import {
  accountOf,
  activeNamespaceOf,
  type KitContext,
  networkStateOf,
  updateAccount,
} from '../app-kit/kit-context.js'
import { isCaip10AddressText } from '../caip/caip10.js'
import { InvalidAddressError } from '../errors/caip-errors.js'
import { toCaipAddress } from '../networks/network-resolution.js'
import { emptySendDraft } from '../state/send-draft.js'
import { initialTransactionsState } from '../state/transactions.js'
import type { KitStorage } from '../storage/kit-storage.js'
import { defineStorageItem, readStorageItem, writeStorageItem } from '../storage/storage-item.js'
import { STORAGE_KEY_PREFIX } from '../storage/storage-items.js'
import type { ChainNamespace } from '../types/chain.js'
import { syncAccountDetails } from './sync-account-details.js'

const isAddressText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 256

/** The account the user picked per namespace, so a reload restores that one and not the first. */
function selectedAccountItem(namespace: ChainNamespace) {
  return defineStorageItem(`${STORAGE_KEY_PREFIX}selected-account/${namespace}`, 1, isAddressText)
}

/** The account the user picked last in `namespace`, if any. */
export function savedSelectedAccount(
  ctx: KitContext,
  namespace: ChainNamespace,
): string | undefined {
  return readStorageItem(ctx.storage, selectedAccountItem(namespace))
}

/**
 * The address last shown connected per namespace (the account button saves it): what a reload
 * paints while it restores. Apart from the picked account, which the restore acts on.
 */
function shownAddressItem(namespace: ChainNamespace) {
  return defineStorageItem(`${STORAGE_KEY_PREFIX}address/${namespace}`, 1, isCaip10AddressText)
}

/**
 * The address last shown connected in `namespace`, if any. Outside data: read only as CAIP-10
 * address text (no family's rule has loaded yet); the wallet's own answer replaces it.
 */
export function savedAddress(storage: KitStorage, namespace: ChainNamespace): string | undefined {
  return readStorageItem(storage, shownAddressItem(namespace))
}

/** Saves (or, with `undefined`, forgets) the address shown connected in `namespace`. */
export function saveAddress(
  storage: KitStorage,
  namespace: ChainNamespace,
  address: string | undefined,
): void {
  writeStorageItem(storage, shownAddressItem(namespace), address)
}

/** Forget the picked account (disconnect). */
export function forgetSelectedAccount(ctx: KitContext, namespace: ChainNamespace): void {
  writeStorageItem(ctx.storage, selectedAccountItem(namespace), undefined)
}

/**
 * Make another of the connection's accounts active (a polkadot extension's second account, the
 * bip122 ordinals account): the adapter signs and sends with it from now on
 * (`ChainAdapter.selectAccount`), the account state shows it (balance and identity synced again,
 * the preferred account type follows the entry's type), the choice survives a reload. On the
 * active namespace the history and send draft start over. An address the wallet did not expose
 * throws "Invalid address".
 *
 * @example
 * await selectAccount(ctx, { namespace: 'polkadot', address: bob })
 */
export async function selectAccount(
  ctx: KitContext,
  params: { address: string; namespace?: ChainNamespace },
): Promise<void> {
  const namespace = params.namespace ?? activeNamespaceOf(ctx)
  const account = namespace ? accountOf(ctx, namespace) : undefined
  const entry = account?.allAccounts.find((candidate) => candidate.address === params.address)
  const adapter = namespace ? ctx.adapters.get(namespace) : undefined
  if (!namespace || !entry || !adapter || ctx.state.get('connection')[namespace] !== 'connected') {
    throw new InvalidAddressError(params.address.slice(0, 100))
  }
  if (account?.address === entry.address) return
  await adapter.selectAccount?.({ address: entry.address })
  if (ctx.destroyed()) return
  const chainId = networkStateOf(ctx, namespace)?.caipNetwork?.id
  ctx.state.batch(() => {
    updateAccount(ctx, namespace, (current) => ({
      ...current,
      address: entry.address,
      caipAddress:
        chainId !== undefined
          ? toCaipAddress(namespace, chainId, entry.address)
          : current.caipAddress,
      preferredAccountType: entry.type,
      balance: undefined,
      balanceSymbol: undefined,
      profileName: undefined,
      profileImage: undefined,
      tokenBalance: [],
    }))
    if (activeNamespaceOf(ctx) === namespace) {
      ctx.state.set('transactions', initialTransactionsState())
      ctx.state.set('sendDraft', emptySendDraft())
    }
  })
  writeStorageItem(ctx.storage, selectedAccountItem(namespace), entry.address)
  await syncAccountDetails(ctx, namespace)
}
