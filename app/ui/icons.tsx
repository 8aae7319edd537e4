type IconProps = { className?: string; size?: number }

/** The frame every icon shares: a 24-unit, round-capped line drawing in the text colour, hidden from screen readers. */
export function StrokeIcon({ className, size, roundJoins = false, children }: { className?: string; size: number; roundJoins?: boolean; children: React.ReactNode }) {
	return (
		<svg
			className={className}
			width={size}
			height={size}
			viewBox="0 0 24 24"
			aria-hidden="true"
			focusable="false"
			fill="none"
			stroke="currentColor"
			strokeWidth="2"
			strokeLinecap="round"
			strokeLinejoin={roundJoins ? 'round' : undefined}
		>
			{children}
		</svg>
	)
}

export function CartIcon({ className, size = 24 }: IconProps) {
	return (
		<StrokeIcon className={className} size={size} roundJoins>
				<circle cx="9" cy="20" r="1.5" />
				<circle cx="18" cy="20" r="1.5" />
				<path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.6L22 7H6" />
		</StrokeIcon>
	)
}

export function PhoneIcon({ className, size = 20 }: IconProps) {
	return (
		<StrokeIcon className={className} size={size} roundJoins>
				<path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
		</StrokeIcon>
	)
}

export function MenuIcon({ className, size = 24 }: IconProps) {
	return (
		<StrokeIcon className={className} size={size}>
				<path d="M3 6h18M3 12h18M3 18h18" />
		</StrokeIcon>
	)
}

export function CloseIcon({ className, size = 24 }: IconProps) {
	return (
		<StrokeIcon className={className} size={size}>
				<path d="M6 6l12 12M18 6L6 18" />
		</StrokeIcon>
	)
}

export function ChevronDownIcon({ className, size = 16 }: IconProps) {
	return (
		<StrokeIcon className={className} size={size} roundJoins>
				<path d="M6 9l6 6 6-6" />
		</StrokeIcon>
	)
}

export function UserIcon({ className, size = 24 }: IconProps) {
	return (
		<StrokeIcon className={className} size={size} roundJoins>
				<circle cx="12" cy="8" r="4" />
				<path d="M4 21a8 8 0 0 1 16 0" />
		</StrokeIcon>
	)
}
