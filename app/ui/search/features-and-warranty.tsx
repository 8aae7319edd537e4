import { type TyreDetails, warrantyText } from '#app/domain/catalogue/tyre-details'

/** The product page's 'Features & warranty': only what the catalogue has for this tyre. */
export function FeaturesAndWarranty({ details }: { details: TyreDetails }) {
	return (
		<section className="product-details" aria-labelledby="product-details-heading" data-testid="features-and-warranty">
			<h2 id="product-details-heading">Features &amp; warranty</h2>
			{details.features.length ? (
				<ul className="product-features">
					{details.features.map((feature) => (
						<li key={feature}>{feature}</li>
					))}
				</ul>
			) : null}
			{details.warrantyKm !== null || details.fitmentGuarantee ? (
				<dl className="product-promises">
					{details.warrantyKm !== null ? (
						<div>
							<dt>Warranty</dt>
							<dd data-testid="product-warranty">{warrantyText(details.warrantyKm)}</dd>
						</div>
					) : null}
					{details.fitmentGuarantee ? (
						<div>
							<dt>Fitment guarantee</dt>
							<dd data-testid="product-guarantee">{details.fitmentGuarantee}</dd>
						</div>
					) : null}
				</dl>
			) : null}
		</section>
	)
}
