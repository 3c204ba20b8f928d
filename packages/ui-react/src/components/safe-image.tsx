import {
  dataApiOriginOf,
  IMAGE_PRELOAD_GIVE_UP_MS,
  safeImageUrl,
  sanitizeDisplayText,
} from '@portico/core/internal'
import { useContext, useEffect, useState } from 'react'
import { AppKitContext } from '../context/app-kit-context.js'

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
 * on the kit's data API origin (core's `safeImageUrl`), and falls back to a monogram when the URL is refused, fails, or has not
 * loaded within SPEC §9's 2 s (`IMAGE_PRELOAD_GIVE_UP_MS`).
 */
export function SafeImage({ src, alt: rawAlt, size = 40, radius = 10 }: SafeImageProps) {
  const apiUrl = useContext(AppKitContext)?.options.apiUrl
  // The parsed URL, never the raw string (see core's `safeImageUrl`).
  const safeSrc = safeImageUrl(src, dataApiOriginOf(apiUrl))
  const safe = safeSrc !== undefined
  const alt = sanitizeDisplayText(rawAlt, 256)
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')

  useEffect(() => {
    setState('loading')
    if (safeSrc === undefined) return
    const timer = setTimeout(() => {
      setState((current) => (current === 'loaded' ? current : 'failed'))
    }, IMAGE_PRELOAD_GIVE_UP_MS)
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
