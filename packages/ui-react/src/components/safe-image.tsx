import { sanitizeDisplayText } from '@portico/core/internal'
import { useContext, useEffect, useState } from 'react'
import { AppKitContext } from '../context/app-kit-context.js'
import { dataApiOrigin, safeImageSrc } from './safe-image-url.js'

/** SPEC §9: an image that has not loaded within 2 s is given up. */
export const IMAGE_GIVE_UP_MS = 2000

export interface SafeImageProps {
  src: string | undefined | null
  /** Accessible text; pass '' for a decorative image. Its first letter is the fallback. */
  alt: string
  size?: number
  /** Rounded corners in px (circle: size / 2). */
  radius?: number
}

/**
 * An `<img>` for untrusted URLs: renders only `https:`, allowed `data:image` sources, and `http:`
 * on the kit's data API origin (`isSafeImageUrl`), and falls back to a monogram when the URL is refused, fails, or has not
 * loaded within 2 s.
 */
export function SafeImage({ src, alt: rawAlt, size = 40, radius = 10 }: SafeImageProps) {
  const apiUrl = useContext(AppKitContext)?.options.apiUrl
  // The parsed URL, never the raw string (see core's `safeImageUrl`).
  const safeSrc = safeImageSrc(src, dataApiOrigin(apiUrl))
  const safe = safeSrc !== undefined
  const alt = sanitizeDisplayText(rawAlt, 256)
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')

  useEffect(() => {
    setState('loading')
    if (safeSrc === undefined) return
    const timer = setTimeout(() => {
      setState((current) => (current === 'loaded' ? current : 'failed'))
    }, IMAGE_GIVE_UP_MS)
    return () => clearTimeout(timer)
  }, [safeSrc])

  const style = {
    width: size,
    height: size,
    borderRadius: radius,
    fontSize: Math.round(size / 2.4),
  }
  if (!safe || state === 'failed') {
    const letter = alt.trim().charAt(0).toUpperCase()
    if (!alt) {
      return (
        <span className="portico-img" style={style} aria-hidden="true" data-fallback="">
          {letter}
        </span>
      )
    }
    return (
      <span className="portico-img" style={style} role="img" aria-label={alt} data-fallback="">
        {letter}
      </span>
    )
  }
  return (
    <img
      className="portico-img"
      style={style}
      src={safeSrc}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onLoad={() => setState('loaded')}
      onError={() => setState('failed')}
    />
  )
}
