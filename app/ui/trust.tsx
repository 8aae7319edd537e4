import { reviewDateText, type ReviewQuote } from '#app/domain/settings/review-quotes'
import { useRootData } from './root-data'
import { ServedMarkup } from './served-markup'

/**
 * The shop's Google rating and a few of its short reviews, where customers decide (the home
 * hero, the product page, beside Book now). Nothing at all when the owner has set neither. A
 * served island (its markup made once for the same settings), named by its class: one of each in
 * a page.
 */
export function TrustSummary({ quotes: limit, className = '', showRating = true }: { quotes: number; className?: string; showRating?: boolean }) {
	const shop = useRootData()?.shop
	const rating = showRating ? (shop?.googleRating ?? null) : null
	const url = shop?.googleReviewsUrl ?? null
	const quotes = (shop?.reviewQuotes ?? []).slice(0, limit)
	if (!rating && quotes.length === 0) return null
	return (
		<ServedMarkup
			as="div"
			className={`trust ${className}`}
			data-testid="trust"
			island={`trust-${className || 'summary'}`}
			contentKey={JSON.stringify([rating, url, quotes])}
			renderContent={() => <TrustContent rating={rating} url={url} quotes={quotes} />}
		/>
	)
}

function TrustContent({ rating, url, quotes }: { rating: string | null; url: string | null; quotes: ReviewQuote[] }) {
	return (
		<>
			{rating ? (
				<p className="trust-rating" data-testid="google-rating">
					<span className="trust-stars" aria-hidden="true">
						★★★★★
					</span>{' '}
					{url ? (
						<a href={url} target="_blank" rel="noopener noreferrer">
							{rating}
						</a>
					) : (
						rating
					)}
				</p>
			) : null}
			{quotes.length ? (
				<ul className="trust-quotes">
					{quotes.map((quote) => (
						<Quote key={`${quote.name}-${quote.date}`} quote={quote} />
					))}
				</ul>
			) : null}
		</>
	)
}

function Quote({ quote }: { quote: ReviewQuote }) {
	return (
		<li className="trust-quote">
			<span className="trust-stars" role="img" aria-label={`${quote.stars} out of 5 stars`}>
				{'★'.repeat(quote.stars)}
				<span className="trust-stars-off">{'★'.repeat(5 - quote.stars)}</span>
			</span>
			<q>{quote.text}</q>
			<span className="trust-by">{`${quote.name}, ${reviewDateText(quote.date)}`}</span>
		</li>
	)
}
