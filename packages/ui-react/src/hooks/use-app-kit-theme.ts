import type { AppKitSnapshot, ThemeMode, ThemeVariables } from '@portico/core'
import { useMemo } from 'react'
import { useAppKitInstance, useSnapshot } from '../context/app-kit-context.js'

const selectTheme = (s: AppKitSnapshot) => ({
  themeMode: s.themeMode,
  themeVariables: s.themeVariables,
})

/**
 * The theme mode and variables, with setters.
 *
 * @example
 * ```tsx
 * import { useAppKitTheme } from '@portico/ui-react'
 *
 * function ThemeToggle() {
 *   const { themeMode, setThemeMode, setThemeVariables } = useAppKitTheme()
 *   return (
 *     <button
 *       type="button"
 *       onClick={() => {
 *         setThemeMode(themeMode === 'dark' ? 'light' : 'dark')
 *         setThemeVariables({ '--portico-accent': '#ff0066' })
 *       }}
 *     >
 *       {themeMode}
 *     </button>
 *   )
 * }
 * ```
 */
export function useAppKitTheme(): {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode: (mode: ThemeMode) => void
  setThemeVariables: (variables: ThemeVariables) => void
} {
  const kit = useAppKitInstance()
  const theme = useSnapshot(selectTheme)
  return useMemo(
    () => ({
      ...theme,
      setThemeMode: (mode: ThemeMode) => kit.setThemeMode(mode),
      setThemeVariables: (variables: ThemeVariables) => kit.setThemeVariables(variables),
    }),
    [kit, theme],
  )
}
