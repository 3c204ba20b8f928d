import type { AppKitSnapshot, ChainNamespace } from '@portico/core'
import { formatAmount, saveAddress, savedAddress, truncateAddress } from '@portico/core/internal'
import { useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { useAppKitInstance, useSnapshot } from '../context/app-kit-context.js'
import { I18nContext } from '../i18n/i18n-context.js'
import { preloadModal } from '../modal/load-modal.js'

/** What a connect button shows; the argument of `<AppKitButton.Custom>`'s render function. */
export interface AppKitButtonState {
  /**
   * `restoring`: a saved connection is being restored (show an account placeholder, not
   * "Connect", so a reload does not flicker).
   */
  status: 'disconnected' | 'connecting' | 'restoring' | 'connected'
  /** The chain family the state describes. */
  namespace: ChainNamespace | undefined
  /** The account's address, undefined while disconnected (and while restoring: see `savedAddress`). */
  address: string | undefined
  /**
   * While `restoring`: the address a kit button last showed connected in this namespace, as saved
   * in the kit's storage (read as CAIP-10 address text), to paint before the wallet
   * confirms it again. Not a live account: nothing may be acted on with it; undefined in every
   * other status.
   */
  savedAddress: string | undefined
  /** Profile name, else the address (the saved one while restoring) cut to 4 + 6 characters (SPEC §2). */
  displayName: string | undefined
  /** Balance truncated to 3 decimals ("0.000" for zero), written for the kit's locale. */
  balance: string | undefined
  /** The balance's currency symbol (`ETH`). */
  balanceSymbol: string | undefined
  /** Untrusted URL: render with `SafeImage` (https / data:image only). */
  avatarUrl: string | undefined
  /** The active network's name, CAIP-2 id and (untrusted) image URL. */
  network: { name: string; caipNetworkId: string; imageUrl: string | undefined } | undefined
  /** Whether the modal is open. */
  modalOpen: boolean
  /** Open the modal (start view per SPEC §2). */
  open: () => void
  /** Open the network list. */
  openNetworks: () => void
  /** Start downloading the modal (call on hover / focus). */
  preload: () => void
}

function selectButton(namespaceOverride: ChainNamespace | undefined) {
  return (s: AppKitSnapshot) => {
    const namespace = namespaceOverride ?? s.activeNamespace
    const account = namespace ? s.accounts[namespace] : undefined
    const connection = namespace ? s.connection[namespace] : undefined
    const network = namespace
      ? (s.networks[namespace]?.caipNetwork ?? s.activeNetwork)
      : s.activeNetwork
    return {
      namespace,
      connection,
      address: account?.address,
      profileName: account?.profileName,
      profileImage: account?.profileImage,
      balance: account?.balance,
      balanceSymbol: account?.balanceSymbol,
      networkName: network?.name,
      networkId: network?.caipNetworkId,
      networkImage: network?.assets?.imageUrl,
      modalOpen: s.modal.open,
    }
  }
}

/**
 * The button's state and actions, for `<AppKitButton>` and headless custom buttons.
 *
 * @example
 * ```tsx
 * import { useAppKitButtonState } from '@portico/ui-react'
 *
 * function MyConnectButton() {
 *   const { status, displayName, balance, balanceSymbol, open, preload } = useAppKitButtonState()
 *   return (
 *     <button type="button" onClick={open} onMouseEnter={preload} onFocus={preload}>
 *       {status === 'connected' ? `${displayName} · ${balance} ${balanceSymbol}` : 'Connect'}
 *     </button>
 *   )
 * }
 * ```
 */
export function useAppKitButtonState(namespace?: ChainNamespace): AppKitButtonState {
  const kit = useAppKitInstance()
  const selector = useMemo(() => selectButton(namespace), [namespace])
  const s = useSnapshot(selector)
  const open = useCallback(() => {
    preloadModal(kit)
    kit.open(namespace ? { namespace } : undefined)
  }, [kit, namespace])
  const openNetworks = useCallback(() => {
    preloadModal(kit)
    kit.open({ view: 'Networks' })
  }, [kit])
  const { locale } = useContext(I18nContext)
  const preload = useCallback(() => preloadModal(kit), [kit])
  // Until the saved connection is restored (kit.ready), "connecting" means restoring. False on the
  // server and the first client render alike, so hydration matches.
  const [restored, setRestored] = useState(false)
  useEffect(() => {
    let live = true
    kit.ready.then(() => live && setRestored(true))
    return () => {
      live = false
    }
  }, [kit])

  let status: AppKitButtonState['status'] = 'disconnected'
  if (s.address) status = 'connected'
  else if (s.connection === 'connecting') status = restored ? 'connecting' : 'restoring'
  // While restoring: the address last shown connected, read from the kit's storage at each
  // render (the server's too, so hydration matches), as CAIP-10 address text only.
  const saved =
    status === 'restoring' && s.namespace ? savedAddress(kit.storage, s.namespace) : undefined
  const shown = s.address ?? saved
  // What the next reload paints: the address shown connected, forgotten once disconnected.
  useEffect(() => {
    if (s.namespace && (status === 'connected' || status === 'disconnected'))
      saveAddress(kit.storage, s.namespace, s.address)
  }, [kit, s.namespace, s.address, status])

  return {
    status,
    namespace: s.namespace,
    address: s.address,
    savedAddress: saved,
    displayName: s.profileName ?? (shown ? truncateAddress(shown) : undefined),
    balance: s.balance !== undefined ? formatAmount(s.balance, undefined, locale) : undefined,
    balanceSymbol: s.balanceSymbol,
    avatarUrl: s.profileImage,
    network:
      s.networkId && s.networkName
        ? { name: s.networkName, caipNetworkId: s.networkId, imageUrl: s.networkImage }
        : undefined,
    modalOpen: s.modalOpen,
    open,
    openNetworks,
    preload,
  }
}
