/** The message of a thrown value, for events and logs (a non-Error is turned into text). */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
