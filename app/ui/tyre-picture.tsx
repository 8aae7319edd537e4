// A tyre's picture and its brand's mark, wherever a tyre is shown (cards, product page, admin).
// The model's own image when it has one (the owner's upload, or the demo data's drawing), the
// brand's logo when the brand has one; otherwise a plain drawn wheel and the brand as a text badge.

/** The drawn wheel shown for a tyre without an image of its own. */
export function TyreDrawing({ size, className, label }: { size: number; className?: string; label?: string }) {
	return (
		<svg
			className={className ? `tyre-drawing ${className}` : 'tyre-drawing'}
			width={size}
			height={size}
			viewBox="0 0 100 100"
			role={label ? 'img' : undefined}
			aria-label={label}
			aria-hidden={label ? undefined : true}
			data-testid="tyre-drawing"
		>
			<circle cx="50" cy="50" r="47" fill="#1f1f1f" />
			<circle cx="50" cy="50" r="47" fill="none" stroke="#3a3a3a" strokeWidth="6" strokeDasharray="4 3" />
			<circle cx="50" cy="50" r="29" fill="#b9bec5" stroke="#6d737a" strokeWidth="2" />
			<circle cx="50" cy="50" r="8" fill="#DA2627" />
		</svg>
	)
}

export function TyreImage({
	src,
	alt,
	size,
	eager = false,
	className,
	testId,
}: {
	src: string | null
	alt: string
	size: number
	/** above the fold (the product page): loaded at once; cards and lists load lazily */
	eager?: boolean
	className?: string
	testId?: string
}) {
	if (!src) return <TyreDrawing size={size} className={className} label={alt || undefined} />
	return (
		<img
			src={src}
			alt={alt}
			width={size}
			height={size}
			loading={eager ? 'eager' : 'lazy'}
			decoding="async"
			className={className}
			data-testid={testId}
		/>
	)
}

/** The brand's logo, or its name as a text badge when it has none. */
export function BrandMark({ brand, logoUrl, width, height, className }: { brand: string; logoUrl: string | null; width: number; height: number; className?: string }) {
	if (!logoUrl) {
		return (
			<span className={className ? `brand-badge ${className}` : 'brand-badge'} data-testid="brand-badge">
				{brand}
			</span>
		)
	}
	return <img className={className} src={logoUrl} alt={`${brand} logo`} width={width} height={height} loading="lazy" decoding="async" data-testid="brand-logo" />
}
