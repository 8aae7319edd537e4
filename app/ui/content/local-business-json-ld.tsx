import { localBusinessJsonLd } from '#app/lib/seo'
import type { RootData } from '#app/ui/root-data'
import { JsonLd } from './json-ld'

/** The LocalBusiness data block every shop page carries (its own module: root.tsx loads it lazily). */
export function LocalBusinessJsonLd({ shop, suburbs }: Pick<RootData, 'shop' | 'suburbs'>) {
	return <JsonLd data={localBusinessJsonLd({ shop, suburbs, publicUrl: shop.publicUrl })} />
}
