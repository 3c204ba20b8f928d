/** Whether nothing answers at `url` any more (the connection is refused, or nothing comes in 5 s). */
export async function refused(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(5_000) })
    return false
  } catch {
    return true
  }
}
