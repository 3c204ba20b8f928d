import { isChainNamespace } from '../caip/namespaces.js'
import type { ChainNamespace } from '../types/chain.js'
import type { ViewName } from '../types/ui.js'
import { InvalidViewParamsError } from './view-params-error.js'

/** One connector of a wallet that offers several families (ConnectingExternal asks each in turn). */
export interface ExternalConnectTarget {
  id: string
  chain?: ChainNamespace
}

/** A WalletConnect pairing: for one connector, or for a wallet picked from the directory. */
export interface WalletConnectParams {
  connectorId?: string
  namespace?: ChainNamespace
  walletId?: string
  /** The directory's name (api-client sanitised it when it parsed the listing). */
  walletName?: string
  imageUrl?: string
  /** The wallet's mobile scheme or universal link (listing `mobile_link`). */
  mobileLink?: string
}

/**
 * Each view's route data, by view name: `undefined` for a view that takes none; `X | undefined`
 * for one whose data is optional. `kit.push`, `kit.replace` and `kit.open` are typed by it, the
 * router parses the data against it where it is pushed, and a view reads its own (`viewParamsOf`).
 */
export interface ViewParams {
  /** `namespace`: connect one family (chosen in Networks while it is not connected). */
  Connect: { namespace?: ChainNamespace } | undefined
  Account: undefined
  AllWallets: undefined
  ConnectingWalletConnect: WalletConnectParams | undefined
  ConnectingWalletConnectBasic: undefined
  /** One connector (`connectorId` + `namespace`), or each family of a wallet (`connectors`). */
  ConnectingExternal: {
    connectorId: string
    namespace?: ChainNamespace
    connectors?: ExternalConnectTarget[]
  }
  ConnectingSiwe: undefined
  ConnectingFarcaster: undefined
  SIWXSignMessage: undefined
  /** What core pushes with a gated request (the view itself lists the whole request stack). */
  ApproveTransaction: { requestId: string; method: string } | undefined
  /** After a failed registration: the name typed, core's error and the service's reason. */
  RegisterAccountName: { name: string; error: string; reason?: string } | undefined
  /** The name being registered. */
  RegisterAccountNameSuccess: { name: string } | undefined
  UnsupportedChain: undefined
  Networks: undefined
  WalletSend: undefined
  WalletSendPreview: undefined
  WalletReceive: undefined
  Swap: undefined
  SwapSelectToken: { side: 'source' | 'target' }
  SwapPreview: undefined
  OnRampProviders: undefined
  /** The provider's page opened in a new tab; `before`: the balance then; `receive`: the amount text. */
  BuyInProgress: { providerName: string; url: string; before?: string; receive?: string }
  EmailVerifyOtp: undefined
  EmailVerifyDevice: undefined
  /** Takes no data: the wallet frame's own card asks for the new email. */
  UpdateEmailWallet: undefined
  UpdateEmailPrimaryOtp: undefined
  UpdateEmailSecondaryOtp: undefined
}

/**
 * The data argument of `push(view, ...)` / `replace(view, ...)`: required for a view that needs
 * data, optional when its data is optional, and only `undefined` for a view that takes none.
 */
export type ViewParamsArgs<V extends ViewName> = undefined extends ViewParams[V]
  ? [params?: ViewParams[V]]
  : [params: ViewParams[V]]

/**
 * `kit.open(params)`: the view (else the SPEC §2 start view) with its data as `push` takes it, and
 * the family to show. A view name known only at run time (`V` = `ViewName`) leaves the data
 * optional for the compiler; the router still parses it.
 */
export type OpenParams<V extends ViewName = ViewName> = {
  view?: V
  namespace?: ChainNamespace
} & (undefined extends ViewParams[V] ? { data?: ViewParams[V] } : { data: ViewParams[V] })

/** One entry of the router's history: a view and its parsed data. */
export type RouterEntry = { [V in ViewName]: { view: V; data?: ViewParams[V] } }[ViewName]

/** The router: the current view and its data, and the history Back walks. */
export type RouterState = {
  [V in ViewName]: { view: V; history: RouterEntry[]; data: ViewParams[V] }
}[ViewName]

// Hand-written rather than valibot: the router is in every page's first bundle, valibot is not.
// A field's kind; `?` after it: the field may be left out.
type Kind = 'string' | 'text' | 'namespace' | 'side' | 'targets'
type Field = Kind | `${Kind}?`
/** A view's fields, and whether its whole data may be left out. */
interface Spec {
  optional: boolean
  fields: Record<string, Field>
}

// Every field the view reads, nothing else: a key a view does not read is a caller's mistake. A
// view not listed takes no data; the compiler holds the list to the views `ViewParams` gives data.
type ViewWithData = { [V in ViewName]: ViewParams[V] extends undefined ? never : V }[ViewName]
const SPECS: Record<ViewWithData, Spec> = {
  Connect: { optional: true, fields: { namespace: 'namespace?' } },
  ConnectingWalletConnect: {
    optional: true,
    fields: {
      connectorId: 'text?',
      namespace: 'namespace?',
      walletId: 'string?',
      walletName: 'string?',
      imageUrl: 'string?',
      mobileLink: 'string?',
    },
  },
  ConnectingExternal: {
    optional: false,
    fields: { connectorId: 'text', namespace: 'namespace?', connectors: 'targets?' },
  },
  ApproveTransaction: { optional: true, fields: { requestId: 'text', method: 'text' } },
  RegisterAccountName: {
    optional: true,
    fields: { name: 'string', error: 'string', reason: 'string?' },
  },
  RegisterAccountNameSuccess: { optional: true, fields: { name: 'string' } },
  SwapSelectToken: { optional: false, fields: { side: 'side' } },
  BuyInProgress: {
    optional: false,
    fields: { providerName: 'text', url: 'text', before: 'string?', receive: 'string?' },
  },
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isTarget = (t: unknown) =>
  isRecord(t) &&
  Object.keys(t).every((key) => key === 'id' || key === 'chain') &&
  typeof t.id === 'string' &&
  t.id !== '' &&
  (t.chain === undefined || isChainNamespace(t.chain))

/** What a field of `kind` must be, checked against `value`. */
const KINDS: Record<Kind, [check: (value: unknown) => boolean, expected: string]> = {
  string: [(value) => typeof value === 'string', 'a string'],
  text: [(value) => typeof value === 'string' && value !== '', 'a non-empty string'],
  namespace: [isChainNamespace, 'a chain namespace'],
  side: [(value) => value === 'source' || value === 'target', "'source' or 'target'"],
  targets: [
    (value) => Array.isArray(value) && value.length > 0 && value.every(isTarget),
    'a non-empty list of { id, chain? }',
  ],
}

/**
 * Parses `view`'s route data where it enters the router (a push, a replace, an open): the parsed
 * value (a fresh object), or {@link InvalidViewParamsError} naming the view and what is wrong. A
 * field set to `undefined` counts as left out (`{ mobileLink: undefined }` is `{}`).
 *
 * @example
 * parseViewParams('SwapSelectToken', { side: 'target' }) // { side: 'target' }
 * parseViewParams('Account', { side: 'target' }) // throws InvalidViewParamsError
 */
export function parseViewParams<V extends ViewName>(view: V, data: unknown): ViewParams[V] {
  // A name this core does not declare (an app or UI newer than it) takes no data: the UI shows
  // its error view for it.
  const spec = Object.hasOwn(SPECS, view) ? SPECS[view as ViewWithData] : undefined
  const refuse = (problems: string[]) => new InvalidViewParamsError(view, problems)
  if (data === undefined) {
    if (spec === undefined || spec.optional) return undefined as ViewParams[V]
    throw refuse(['this view needs data'])
  }
  if (spec === undefined) throw refuse(['this view takes no data'])
  if (!isRecord(data)) throw refuse(['expected an object'])
  const problems: string[] = []
  const parsed: Record<string, unknown> = {}
  for (const key of Object.keys(data)) {
    if (!Object.hasOwn(spec.fields, key) && data[key] !== undefined) {
      problems.push(`${key}: not data of this view`)
    }
  }
  for (const [key, field] of Object.entries(spec.fields)) {
    const value = data[key]
    const [check, expected] = KINDS[field.replace('?', '') as Kind]
    if (value === undefined) {
      if (!field.endsWith('?')) problems.push(`${key}: missing`)
    } else if (check(value)) parsed[key] = value
    else problems.push(`${key}: expected ${expected}`)
  }
  if (problems.length > 0) throw refuse(problems)
  return parsed as ViewParams[V]
}

/**
 * `kit.open`'s data before parsing: `data` with the family to show (`namespace`) for a view whose
 * data carries one; other views have no family in their data and leave it out.
 */
export function openData(
  view: ViewName,
  data: unknown,
  namespace: ChainNamespace | undefined,
): unknown {
  const spec = Object.hasOwn(SPECS, view) ? SPECS[view as ViewWithData] : undefined
  if (namespace === undefined || !spec || !Object.hasOwn(spec.fields, 'namespace')) return data
  return { ...(isRecord(data) ? data : {}), namespace }
}

/**
 * The data of the router's current entry when it is `view`, else `undefined` (a view leaving the
 * screen never reads the next view's data).
 *
 * @example
 * viewParamsOf(kit.getSnapshot().router, 'SwapSelectToken')?.side
 */
export function viewParamsOf<V extends ViewName>(
  router: RouterState,
  view: V,
): ViewParams[V] | undefined {
  return router.view === view ? (router.data as ViewParams[V]) : undefined
}
