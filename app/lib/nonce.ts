import { createContext, useContext } from 'react'

/** The per-request CSP nonce, given to every inline and module script we render. */
export const NonceContext = createContext<string>('')
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
