import { jsonLdHtml } from '#app/lib/seo'

/** A JSON-LD data block in the page body (for data every page carries, like LocalBusiness). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
	return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdHtml(data) }} />
}
