import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Spinner } from './spinner.js'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost'
  /** Stretch to the container's width. */
  fullWidth?: boolean
  /** Shows a spinner and disables the button. */
  loading?: boolean
  children: ReactNode
}

/** A text button (`type="button"` unless told otherwise). */
export function Button({
  variant = 'primary',
  fullWidth,
  loading,
  disabled,
  children,
  type = 'button',
  className,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={className ? `portico-btn ${className}` : 'portico-btn'}
      data-variant={variant}
      data-full={fullWidth ? '' : undefined}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner size={16} /> : null}
      {children}
    </button>
  )
}
