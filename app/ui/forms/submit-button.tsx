import { useNavigation } from 'react-router'

/** A submit button; with JavaScript it shows `pendingText` while its own form is posting. */
export function SubmitButton({
	children,
	pendingText,
	intent,
	className = 'button',
}: {
	children: React.ReactNode
	pendingText: string
	intent?: string
	className?: string
}) {
	const navigation = useNavigation()
	const pending = navigation.state === 'submitting' && (intent === undefined || navigation.formData?.get('intent') === intent)
	return (
		<button type="submit" className={className} name={intent ? 'intent' : undefined} value={intent} disabled={pending} aria-busy={pending || undefined}>
			{pending ? pendingText : children}
		</button>
	)
}
