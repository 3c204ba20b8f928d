import type { LocaleCatalogue } from './locale-catalogue.js'
import { LOCALE_LOADERS } from './locale-loaders.js'

// Downloaded catalogues are immutable module data (like the import cache itself), shared by
// every instance on the page; which locale an instance shows stays in its own state.
const loaded = new Map<string, LocaleCatalogue>()
const pending = new Map<string, Promise<void>>()
const listeners = new Set<() => void>()

/** The downloaded catalogue of `locale`, if any (English has none: it lives in the views). */
export function loadedCatalogue(locale: string): LocaleCatalogue | undefined {
  return loaded.get(locale)
}

/** Calls `listener` whenever a catalogue arrives; returns the unsubscribe function. */
export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Downloads `locale`'s catalogue once (nothing for English or an unknown locale). A failed
 * download is forgotten so the next call retries; the English texts show meanwhile.
 */
export function loadCatalogue(locale: string): Promise<void> {
  const loader = LOCALE_LOADERS[locale]
  if (!loader || loaded.has(locale)) return Promise.resolve()
  let promise = pending.get(locale)
  if (!promise) {
    promise = loader().then(
      (module) => {
        pending.delete(locale)
        loaded.set(locale, module.default)
        for (const listener of listeners) listener()
      },
      (error: unknown) => {
        pending.delete(locale)
        throw error
      },
    )
    pending.set(locale, promise)
  }
  return promise
}
