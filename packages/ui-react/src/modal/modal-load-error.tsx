import { type CSSProperties, useEffect, useRef } from 'react'
import { entryMessages } from '../i18n/en/entry.js'
import { useEntryMessages } from '../i18n/use-entry-messages.js'

// Inline styles: the modal's stylesheet is in the chunk that failed to download.
const box: CSSProperties = {
  position: 'fixed',
  left: '50%',
  bottom: 24,
  transform: 'translateX(-50%)',
  zIndex: 2147483000,
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '10px 14px',
  borderRadius: 12,
  background: '#1f1f23',
  color: '#fff',
  font: '500 14px system-ui, sans-serif',
  boxShadow: '0 8px 24px rgba(0,0,0,.3)',
}
const button: CSSProperties = { font: 'inherit', cursor: 'pointer' }

/**
 * Shown instead of the dialog when its code could not be downloaded (offline, a failed chunk):
 * Retry downloads it again, Close closes the modal. Part of the initial bundle, so kept tiny.
 */
export function ModalLoadError({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const retryRef = useRef<HTMLButtonElement>(null)
  const t = useEntryMessages(entryMessages)
  useEffect(() => retryRef.current?.focus(), [])
  return (
    <div role="alert" style={box} data-testid="portico-load-error">
      {t('loadError')}
      <button ref={retryRef} type="button" style={button} onClick={onRetry}>
        {t('retry')}
      </button>
      <button type="button" style={button} onClick={onClose}>
        {t('close')}
      </button>
    </div>
  )
}
