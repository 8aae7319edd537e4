import { useNonce } from '#app/lib/nonce'
import { jsonLdHtml } from '#app/lib/seo'

/** A JSON-LD data block in the page body (for data every page carries, like LocalBusiness). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
	// data, not code; the nonce keeps the rule 'every <script> carries the nonce' simple to check
	return <script type="application/ld+json" nonce={useNonce()} dangerouslySetInnerHTML={{ __html: jsonLdHtml(data) }} />
}
