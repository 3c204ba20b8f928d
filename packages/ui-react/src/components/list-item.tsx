import type { ReactNode } from 'react'
import { SafeImage } from './safe-image.js'
import { Truncate } from './text.js'

export interface ListItemProps {
  /** Untrusted name (wallet, token, network): rendered as text. */
  name: string
  imageUrl?: string | undefined
  /** A small tag at the end ("Installed", "Recent", "QR code"). */
  tag?: string | undefined
  /** Replaces the image (e.g. an icon for "All wallets"). */
  icon?: ReactNode
  onClick?: () => void
  /** Hover, focus or touch of the row (a pick is likely; a tap fires pointerenter first): e.g. get the wallet's connection ready. */
  onIntent?: () => void
  disabled?: boolean
  /** Extra accessible description, e.g. "installed". */
  description?: string
}

/** A full-width row button: image, name, optional tag. Used for wallets, networks and tokens. */
export function ListItem({
  name,
  imageUrl,
  tag,
  icon,
  onClick,
  onIntent,
  disabled,
  description,
}: ListItemProps) {
  return (
    <button
      type="button"
      className="portico-row"
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      disabled={disabled}
      aria-description={description}
    >
      {icon ?? <SafeImage src={imageUrl} alt="" size={40} />}
      <Truncate className="portico-row-name" text={name} />
      {tag ? <span className="portico-tag">{tag}</span> : null}
    </button>
  )
}
