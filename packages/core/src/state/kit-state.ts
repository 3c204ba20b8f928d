import type { Atom, PrimitiveAtom } from 'jotai/vanilla'
import { atom, createStore } from 'jotai/vanilla'
import type { AppKitSnapshot } from '../app-kit/app-kit-types.js'

/** Everything an instance stores; the snapshot adds the derived `activeNetwork`. */
export type KitStateShape = Omit<AppKitSnapshot, 'activeNetwork'>

export type KitSlice = keyof KitStateShape

type SliceAtoms = { [K in KitSlice]: PrimitiveAtom<KitStateShape[K]> }

/**
 * One instance's state: a jotai vanilla store with one atom per slice, all created here, per call.
 * Nothing lives at module scope, so two instances never share a value.
 */
export interface KitState {
  /** The jotai store (ui-react may hand it to a jotai `Provider`). */
  readonly store: ReturnType<typeof createStore>
  get<K extends KitSlice>(slice: K): KitStateShape[K]
  set<K extends KitSlice>(slice: K, value: KitStateShape[K]): void
  update<K extends KitSlice>(slice: K, fn: (current: KitStateShape[K]) => KitStateShape[K]): void
  /** Run `fn` so that its updates reach subscribers as one change (one notification). */
  batch(fn: () => void): void
  /** Immutable snapshot; the same object until some slice changes. */
  snapshot(): AppKitSnapshot
  subscribe(listener: () => void): () => void
}

/** Create the store and the atoms of one instance from its initial state. */
export function createKitState(initial: KitStateShape): KitState {
  const store = createStore()
  const atoms = {} as Record<KitSlice, PrimitiveAtom<unknown>>
  for (const key of Object.keys(initial) as KitSlice[]) atoms[key] = atom<unknown>(initial[key])
  const typed = atoms as unknown as SliceAtoms

  const snapshotAtom: Atom<AppKitSnapshot> = atom((get) => {
    const values = {} as Record<KitSlice, unknown>
    for (const key of Object.keys(atoms) as KitSlice[]) values[key] = get(atoms[key])
    const shape = values as unknown as KitStateShape
    const active = shape.activeNamespace
    const activeNetwork = active ? shape.networks[active]?.caipNetwork : undefined
    return Object.freeze({ ...shape, activeNetwork })
  })

  // jotai notifies subscribers once per top-level `store.set`: a write atom that runs `fn` with its
  // own setter turns several slice updates into one notification.
  type Setter = <T>(target: PrimitiveAtom<T>, value: T) => void
  let batchSetter: Setter | undefined
  const batchAtom = atom(null, (_get, set, fn: () => void) => {
    batchSetter = (target, value) => set(target, value)
    try {
      fn()
    } finally {
      batchSetter = undefined
    }
  })
  const write = <T>(target: PrimitiveAtom<T>, value: T) =>
    batchSetter ? batchSetter(target, value) : store.set(target, value)

  return {
    store,
    get: (slice) => store.get(typed[slice]),
    set: (slice, value) => write(typed[slice], value),
    update: (slice, fn) => write(typed[slice], fn(store.get(typed[slice]))),
    batch: (fn) => (batchSetter ? fn() : store.set(batchAtom, fn)),
    snapshot: () => store.get(snapshotAtom),
    subscribe: (listener) => store.sub(snapshotAtom, listener),
  }
}
