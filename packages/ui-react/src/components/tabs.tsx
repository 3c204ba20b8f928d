import { type KeyboardEvent, useRef } from 'react'

export interface TabItem {
  id: string
  label: string
}

export interface TabsProps {
  tabs: readonly TabItem[]
  selected: string
  onSelect: (id: string) => void
  /** Accessible name of the tab list. */
  label: string
  /** Prefix for tab / panel ids (pair with `tabPanelProps`). */
  idPrefix: string
}

/** The id attributes that tie a tab panel to its tab. */
export function tabPanelProps(idPrefix: string, id: string) {
  return {
    role: 'tabpanel' as const,
    id: `${idPrefix}-panel-${id}`,
    'aria-labelledby': `${idPrefix}-tab-${id}`,
    tabIndex: 0,
  }
}

/**
 * An accessible tab list (WAI-ARIA tabs pattern): roving tabindex, Left/Right/Home/End move and
 * select, each tab controls its panel.
 */
export function Tabs({ tabs, selected, onSelect, label, idPrefix }: TabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    let next = -1
    // Right-to-left, the tabs run from the right: the arrows follow what the user sees.
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl'
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
    if (event.key === forward) next = (index + 1) % tabs.length
    else if (event.key === backward) next = (index - 1 + tabs.length) % tabs.length
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = tabs.length - 1
    if (next < 0) return
    event.preventDefault()
    const tab = tabs[next]
    if (!tab) return
    onSelect(tab.id)
    refs.current[next]?.focus()
  }
  return (
    <div className="portico-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected
        return (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={isSelected}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
            tabIndex={isSelected ? 0 : -1}
            className="portico-tab"
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}
