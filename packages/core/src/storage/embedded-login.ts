import { isValidEmail } from '../rules/text-rules.js'
import type { SocialProvider } from '../types/ui.js'
import type { KitStorage } from './kit-storage.js'
import {
  consoleStorageLogger,
  defineStorageItem,
  readStorageItem,
  type StorageLogger,
  writeStorageItem,
} from './storage-item.js'
import { STORAGE_KEY_PREFIX, storageItems } from './storage-items.js'

/** SPEC §4 "cached login data" of the embedded wallet, as the kit keeps it between visits. */
export interface EmbeddedLogin {
  /** The user logged in by email (a reload asks the frame whether its session lives on). */
  emailLogin: boolean
  email: string | undefined
  /** The chain the embedded account was last on (the frame is asked for the user there). */
  lastChainId: number | string | undefined
}

const emailLoginItem = defineStorageItem(
  `${STORAGE_KEY_PREFIX}email-login`,
  1,
  (value): value is true => value === true,
)
const emailItem = defineStorageItem(
  `${STORAGE_KEY_PREFIX}email`,
  1,
  (value): value is string =>
    typeof value === 'string' && value.length <= 320 && isValidEmail(value),
)
const lastChainItem = defineStorageItem(
  `${STORAGE_KEY_PREFIX}last-chain-id`,
  1,
  (value): value is number | string =>
    (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) ||
    (typeof value === 'string' && /^[-_a-zA-Z0-9]{1,64}$/.test(value)),
)

export interface EmbeddedLoginStore {
  /** The stored login, or `undefined` when the user never logged in here (or signed out). */
  get(): EmbeddedLogin | undefined
  /** After a successful email login (the code was accepted). */
  setEmailLogin(email: string | undefined): void
  /** After a social login (SPEC §3 "connected social provider and username"). */
  setSocialLogin(provider: SocialProvider, username: string): void
  /** The user's address now has this email (the last step of an email update). */
  setEmail(email: string): void
  setLastChainId(chainId: number | string): void
  /** SPEC §4 sign-out: the email-login flag, the email, the last chain and the social username. */
  clear(): void
}

/**
 * The embedded wallet's cached login data under the kit's storage. Reads never throw; a
 * malformed value is dropped (see `readStorageItem`).
 *
 * @example
 * const login = createEmbeddedLoginStore(storage)
 * login.setEmailLogin('ada@example.com')
 * login.get() // { emailLogin: true, email: 'ada@example.com', lastChainId: undefined }
 */
export function createEmbeddedLoginStore(
  storage: KitStorage,
  logger: StorageLogger = consoleStorageLogger,
): EmbeddedLoginStore {
  const read = <T>(item: Parameters<typeof readStorageItem<T>>[1]) =>
    readStorageItem(storage, item, logger)
  return {
    get() {
      const emailLogin = read(emailLoginItem) === true
      const social = read(storageItems.socialProvider) !== undefined
      if (!emailLogin && !social) return undefined
      return { emailLogin, email: read(emailItem), lastChainId: read(lastChainItem) }
    },
    setEmailLogin(email) {
      writeStorageItem(storage, emailLoginItem, true, logger)
      writeStorageItem(storage, emailItem, email, logger)
    },
    setSocialLogin(provider, username) {
      writeStorageItem(storage, storageItems.socialProvider, provider, logger)
      writeStorageItem(storage, storageItems.socialUsername, username, logger)
    },
    setEmail(email) {
      writeStorageItem(storage, emailItem, email, logger)
    },
    setLastChainId(chainId) {
      writeStorageItem(storage, lastChainItem, chainId, logger)
    },
    clear() {
      writeStorageItem(storage, emailLoginItem, undefined, logger)
      writeStorageItem(storage, emailItem, undefined, logger)
      writeStorageItem(storage, lastChainItem, undefined, logger)
      writeStorageItem(storage, storageItems.socialUsername, undefined, logger)
      writeStorageItem(storage, storageItems.socialProvider, undefined, logger)
    },
  }
}
