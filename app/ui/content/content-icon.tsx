import type { IconName } from '#app/domain/content/visuals'
import { StrokeIcon } from '#app/ui/icons'

// Line icons for the content pages, drawn on a 24 px grid in the style of app/ui/icons.tsx.
const PATHS: Record<IconName, React.ReactNode> = {
	tyre: (
		<>
			<circle cx="12" cy="12" r="9" />
			<circle cx="12" cy="12" r="4" />
			<path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />
		</>
	),
	van: (
		<>
			<path d="M2 7h11v9H2zM13 10h4l3 3v3h-7z" />
			<circle cx="6" cy="17.5" r="1.8" />
			<circle cx="16.5" cy="17.5" r="1.8" />
		</>
	),
	fleet: (
		<>
			<path d="M1 9h8v6H1zM9 11h3l2 2v2H9zM12 5h9v7h-4" />
			<circle cx="4" cy="16" r="1.5" />
			<circle cx="11" cy="16" r="1.5" />
			<circle cx="19" cy="13.5" r="1.5" />
		</>
	),
	puncture: (
		<>
			<circle cx="11" cy="13" r="8" />
			<circle cx="11" cy="13" r="3.5" />
			<path d="M15 3l4 4M17 5l-4.5 4.5" />
		</>
	),
	rotation: (
		<>
			<path d="M20 11a8 8 0 0 0-14.3-4.9L4 8" />
			<path d="M4 3v5h5" />
			<path d="M4 13a8 8 0 0 0 14.3 4.9L20 16" />
			<path d="M20 21v-5h-5" />
		</>
	),
	balance: (
		<>
			<circle cx="12" cy="12" r="8" />
			<circle cx="12" cy="12" r="2" />
			<path d="M12 4v3M10 4.2h4" />
			<path d="M3 21h18" />
		</>
	),
	gauge: (
		<>
			<path d="M4 17a8 8 0 1 1 16 0" />
			<path d="M12 17l4-5" />
			<circle cx="12" cy="17" r="1.2" />
			<path d="M4 20h16" />
		</>
	),
	recycle: (
		<>
			<path d="M7 19H4.8a1.8 1.8 0 0 1-1.6-2.7l1.7-3" />
			<path d="M11 19h8.2a1.8 1.8 0 0 0 1.6-2.7L19 13" />
			<path d="M14 16l-3 3 3 3" />
			<path d="M8.3 8.6L10.4 5a1.8 1.8 0 0 1 3.1 0l2.2 3.7" />
			<path d="M4.5 9.5l3.8-.9.9 3.8" />
			<path d="M15.7 8.7l.9 3.8 3.8-.9" />
		</>
	),
	clock: (
		<>
			<circle cx="12" cy="12" r="9" />
			<path d="M12 7v5l3 2" />
		</>
	),
	pin: (
		<>
			<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
			<circle cx="12" cy="9.5" r="2.5" />
		</>
	),
	calendar: (
		<>
			<rect x="3" y="5" width="18" height="16" rx="2" />
			<path d="M3 10h18M8 3v4M16 3v4M8.5 15l2 2 4-4" />
		</>
	),
	tools: <path d="M14.7 6.3a4 4 0 0 0-5.4 5.1L3.5 17.2a1.8 1.8 0 0 0 2.5 2.5l5.8-5.8a4 4 0 0 0 5.1-5.4l-2.6 2.6-2.4-.6-.6-2.4z" />,
	shield: (
		<>
			<path d="M12 3l8 3v6c0 4.6-3.4 8.3-8 9-4.6-.7-8-4.4-8-9V6z" />
			<path d="M8.5 12l2.5 2.5 4.5-4.5" />
		</>
	),
	price: (
		<>
			<path d="M3 12V4h8l10 10-8 8z" />
			<circle cx="7.5" cy="8.5" r="1.5" />
		</>
	),
	star: <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />,
	chat: <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z" />,
	leaf: (
		<>
			<path d="M5 19c0-8 5-14 15-14 0 10-6 15-13 15" />
			<path d="M5 19c3-4 6-6.5 10-8.5" />
		</>
	),
	phone: (
		<path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
	),
	mail: (
		<>
			<rect x="3" y="5" width="18" height="14" rx="2" />
			<path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
		</>
	),
	check: <path d="M4 12.5l5 5L20 6.5" />,
}

export function ContentIcon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
	return (
		<StrokeIcon className={className} size={size} roundJoins>
			{PATHS[name]}
		</StrokeIcon>
	)
}
