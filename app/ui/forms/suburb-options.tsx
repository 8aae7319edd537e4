import { ServedMarkup } from '#app/ui/served-markup'

/**
 * The served suburbs as a <datalist> for a suburb field's suggestions: a served island (about
 * 50 options React need not render into the page or hydrate one by one), named by its id.
 */
export function SuburbOptions({ id, suburbs }: { id: string; suburbs: readonly string[] }) {
	return <ServedMarkup as="datalist" id={id} island={id} contentKey={suburbs.join('\n')} renderContent={() => suburbs.map((suburb) => <option key={suburb} value={suburb} />)} />
}
