import type { ReactNode } from 'react'

function Icon({ children, size = 20 }: { children: ReactNode; size?: number }) {
  return (
    <svg
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

/** Decorative icons of the wallet views (aria-hidden; the control around them carries the name). */
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
