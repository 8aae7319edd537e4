import { createContext, useContext, type ReactNode } from 'react'

// React's streaming renderer copies every tag, attribute and text of a page into its output one
// piece at a time; its string renderer (renderToStaticMarkup) joins them at the end, three times
// faster for the same elements. A part of a page that the browser never hydrates (the served
// result cards) is rendered with it: entry.server.tsx provides it; the browser has none.

export type RenderToStaticMarkup = (node: ReactNode) => string

const StaticMarkupContext = createContext<RenderToStaticMarkup | null>(null)
export const StaticMarkupProvider = StaticMarkupContext.Provider

/** On the server, renders elements to HTML apart from the page; null in the browser. */
export const useStaticMarkup = () => useContext(StaticMarkupContext)
