import type { ReactNode } from 'react'

/** `flip`: the icon points along the reading direction, so right-to-left mirrors it. */
function Icon({
  children,
  size = 20,
  flip,
}: {
  children: ReactNode
  size?: number
  flip?: boolean
}) {
  return (
    <svg
      className={flip ? 'portico-flip' : undefined}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

/** Decorative icons (always aria-hidden; the control around them carries the name). */
export const BackIcon = () => (
  <Icon flip>
    <path d="M15 18l-6-6 6-6" />
  </Icon>
)
export const CloseIcon = () => (
  <Icon>
    <path d="M18 6L6 18M6 6l12 12" />
  </Icon>
)
export const CopyIcon = () => (
  <Icon size={18}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h10" />
  </Icon>
)
export const SearchIcon = () => (
  <Icon size={18}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Icon>
)
export const WalletIcon = () => (
  <Icon>
    <rect x="3" y="6" width="18" height="14" rx="3" />
    <path d="M16 13h2M3 10h18" />
  </Icon>
)
export const QrIcon = () => (
  <Icon>
    <rect x="4" y="4" width="6" height="6" />
    <rect x="14" y="4" width="6" height="6" />
    <rect x="4" y="14" width="6" height="6" />
    <path d="M14 14h2v2h-2zM18 18h2v2h-2z" />
  </Icon>
)
export const RetryIcon = () => (
  <Icon size={18}>
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </Icon>
)
export const ExternalIcon = () => (
  <Icon size={18}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Icon>
)

// Wallet views (account, send, receive, approve).
export const SendIcon = () => (
  <Icon>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
)
export const ReceiveIcon = () => (
  <Icon>
    <path d="M12 5v14M19 12l-7 7-7-7" />
  </Icon>
)
export const DisconnectIcon = () => (
  <Icon size={18}>
    <path d="M12 3v9" />
    <path d="M6.3 7.3a8 8 0 1 0 11.4 0" />
  </Icon>
)
export const ChevronDownIcon = () => (
  <Icon size={18}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
)
export const CheckIcon = () => (
  <Icon size={18}>
    <path d="M5 12l5 5 9-10" />
  </Icon>
)
export const WarningIcon = () => (
  <Icon size={18}>
    <path d="M12 3l9.5 17h-19z" />
    <path d="M12 10v4M12 17.5v.01" />
  </Icon>
)
