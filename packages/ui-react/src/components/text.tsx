import { sanitizeDisplayText } from '@portico/core/internal'
import type { ElementType, ReactNode } from 'react'

export interface TextProps {
  children: ReactNode
  as?: ElementType
  tone?: 'primary' | 'secondary' | 'tertiary' | 'error' | 'success'
  size?: 'small' | 'normal' | 'large'
  id?: string
  className?: string
}

/** Themed text. Children render as React text nodes, never as HTML. */
export function Text({
  children,
  as: As = 'p',
  tone = 'primary',
  size = 'normal',
  id,
  className,
}: TextProps) {
  return (
    <As
      id={id}
      className={className ? `portico-text ${className}` : 'portico-text'}
      data-tone={tone}
      data-size={size}
      style={As === 'p' ? { margin: 0 } : undefined}
    >
      {children}
    </As>
  )
}

/** One line of untrusted text cut with an ellipsis; the full value is in the tooltip. */
export function Truncate({ text, className }: { text: string; className?: string }) {
  // Shown without bidi controls or zero-width characters (core's `sanitizeDisplayText`).
  const shown = sanitizeDisplayText(text, 1024)
  return (
    <span
      className={className ? `portico-truncate ${className}` : 'portico-truncate'}
      title={shown}
    >
      {shown}
    </span>
  )
}
