import { createContext, useContext, useEffect } from 'react'

/** Lets the current view replace its header title (e.g. the wallet's name while connecting). */
export const ViewTitleContext = createContext<(title: string | undefined) => void>(() => {})

/** Sets the header title while the calling view is mounted. */
export function useViewTitle(title: string | undefined): void {
  const setTitle = useContext(ViewTitleContext)
  useEffect(() => {
    setTitle(title)
    return () => setTitle(undefined)
  }, [title, setTitle])
}
