/** The wordmark: a tyre in brand red beside the business name. */
export function Logo({ name }: { name: string }) {
	return (
		<span className="logo">
			<svg className="logo-mark" viewBox="0 0 48 48" width="36" height="36" aria-hidden="true" focusable="false">
				<circle cx="24" cy="24" r="22" fill="#1d1d1f" />
				<circle cx="24" cy="24" r="22" fill="none" stroke="#DA2627" strokeWidth="3" strokeDasharray="5 3" />
				<circle cx="24" cy="24" r="11" fill="#DA2627" />
				<circle cx="24" cy="24" r="4" fill="#fff" />
			</svg>
			<span className="logo-text">{name}</span>
		</span>
	)
}
