import { createContext, useContext } from 'react'

// Whether the page runs with JavaScript: false on the server and while the page hydrates, so
// both render the same markup; true once the whole page, lazy parts included, has hydrated.
//
// One value at the root (root.tsx flips it once, in a transition, after the last part has
// hydrated) rather than a store each component reads: a store that differs between server and
// browser makes React re-render every reader at once, synchronously, right after hydration
// (every result card, whole product and shipping pages) in one long task on a phone. A context
// change re-renders only the components that read it, in slices the browser can interrupt.
const HydratedContext = createContext(false)

export const HydratedProvider = HydratedContext.Provider

/** false on the server and during hydration, true once JavaScript runs the whole page. */
export function useHydrated() {
	return useContext(HydratedContext)
}
