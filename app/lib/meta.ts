import type { MetaDescriptor } from 'react-router'

/** Title, description and keywords for a page (spec §2: each page sets them). */
export function pageMeta({ title, description, keywords }: { title: string; description: string; keywords?: string }): MetaDescriptor[] {
	return [
		{ title },
		{ name: 'description', content: description },
		...(keywords ? [{ name: 'keywords', content: keywords }] : []),
		{ property: 'og:title', content: title },
		{ property: 'og:description', content: description },
		{ property: 'og:type', content: 'website' },
	]
}

/** The business name from the root loader's data, for titles like 'X | {brand}'. */
export function brandFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
	const root = matches.find((m) => m?.id === 'root')?.data as { shop?: { businessName?: string } } | undefined
	return root?.shop?.businessName ?? 'Mobile Tyres'
}
