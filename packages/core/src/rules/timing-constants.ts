/**
 * SPEC §9 "Debounce default": how long typing must pause before a search or similar request
 * goes out (the wallet directory search uses it).
 */
export const DEBOUNCE_DEFAULT_MS = 500

/**
 * SPEC §9 "Image preload gives up": an image that has not loaded after this long is abandoned
 * and its fallback shown.
 */
export const IMAGE_PRELOAD_GIVE_UP_MS = 2_000
