/**
 * One group of English messages (a view directory or area of the kit). A component names its
 * group with `useMessages(group)`; a locale file translates it under the same `group` name.
 * English is imported by the component itself, so it ships in that component's chunk.
 */
export interface MessageGroup {
  readonly group: string
  readonly en: Readonly<Record<string, string>>
}
