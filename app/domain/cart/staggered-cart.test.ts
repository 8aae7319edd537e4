import { describe, expect, test } from 'vitest'
import { missingAxle, missingAxleHref, missingAxleMessage, staggeredFromFields, StaggeredFields } from './staggered-cart'
import { z } from 'zod'

const sizes = { front: '225/40R18', rear: '255/35R18' }
const front = { width: 225, profile: 40, rim: 18 }
const rear = { width: 255, profile: 35, rim: 18 }
const other = { width: 205, profile: 55, rim: 16 }

describe('missingAxle', () => {
	test('front tyres only: the rear size is missing', () => {
		const missing = missingAxle(sizes, [front])
		expect(missing).toEqual({ axle: 'rear', size: '255/35R18' })
		expect(missingAxleMessage(missing!)).toBe('Your car also needs 255/35R18 at the rear.')
		expect(missingAxleHref(sizes, missing!)).toBe(
			'/?front_width=225&front_profile=40&front_rim=18&rear_width=255&rear_profile=35&rear_rim=18&side=rear#results',
		)
	})
	test('rear tyres only: the front size is missing', () => {
		expect(missingAxle(sizes, [rear, other])).toEqual({ axle: 'front', size: '225/40R18' })
	})
	test('both sizes, neither size, or no staggered search: nothing to say', () => {
		expect(missingAxle(sizes, [front, rear])).toBeNull()
		expect(missingAxle(sizes, [other])).toBeNull()
		expect(missingAxle(sizes, [])).toBeNull()
		expect(missingAxle(null, [front])).toBeNull()
		expect(missingAxle({ front: '225/40R18', rear: '225/40R18' }, [front])).toBeNull()
	})
})

describe('StaggeredFields', () => {
	const schema = z.object(StaggeredFields)
	test('sizes are tidied; both are needed', () => {
		const parsed = schema.parse({ staggeredFront: ' 225/40zr18 ', staggeredRear: '255/35R18' })
		expect(parsed).toEqual({ staggeredFront: '225/40R18', staggeredRear: '255/35R18' })
		expect(staggeredFromFields(parsed)).toEqual(sizes)
		expect(staggeredFromFields({ staggeredFront: '225/40R18' })).toBeNull()
		expect(staggeredFromFields({})).toBeNull()
	})
	test('a size that is not one is refused with a message', () => {
		const parsed = schema.safeParse({ staggeredFront: '<b>', staggeredRear: '255/35R18' })
		expect(parsed.success).toBe(false)
		expect(parsed.error?.issues[0]?.message).toBe('A staggered size is written like 225/40R18.')
	})
})
