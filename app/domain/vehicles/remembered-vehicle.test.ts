import { describe, expect, test } from 'vitest'
import type { VehicleFitment } from './rego'
import { checkoutVehicleValues, readRememberedVehicle, vehicleToRemember } from './remembered-vehicle'

const corolla = (variant: string, year: number | null = 2020): VehicleFitment => ({
	make: 'Toyota',
	model: 'Corolla',
	variant,
	year,
	yearFrom: 2018,
	yearTo: 2024,
	frontSize: '205/55R16',
	rearSize: null,
})

describe('the vehicle found on /vehicle, for the checkout', () => {
	test('one vehicle found by plate: registration, state, make and model with its variant and year', () => {
		const remembered = vehicleToRemember([corolla('Ascent Sport')], { rego: '1HX4KP', state: 'VIC' })
		expect(remembered).toEqual({ rego: '1HX4KP', state: 'VIC', make: 'Toyota', model: 'Corolla', variant: 'Ascent Sport', year: 2020 })
		expect(checkoutVehicleValues(remembered!)).toEqual({ vehicleDetails: '1HX4KP', state: 'VIC', make: 'Toyota', model: 'Corolla Ascent Sport (2020)' })
	})

	test('two variants of one model: make and model, not a variant the customer did not choose', () => {
		const remembered = vehicleToRemember([corolla('Ascent Sport', 2019), corolla('ZR', 2019)], { rego: '1DW5RT', state: 'VIC' })
		expect(checkoutVehicleValues(remembered!)).toEqual({ vehicleDetails: '1DW5RT', state: 'VIC', make: 'Toyota', model: 'Corolla (2019)' })
	})

	test('different models, or nothing found: nothing is remembered', () => {
		expect(vehicleToRemember([corolla('ZR'), { ...corolla('SR5'), model: 'HiLux' }])).toBeNull()
		expect(vehicleToRemember([])).toBeNull()
	})

	test('by make, model and year (no plate); a long variant gives way so the model fits its 40 characters', () => {
		expect(checkoutVehicleValues(vehicleToRemember([corolla('', 2021)])!)).toEqual({ make: 'Toyota', model: 'Corolla (2021)' })
		const long = checkoutVehicleValues({ make: 'Toyota', model: 'LandCruiser Prado', variant: 'Kakadu Black Edition 4x4 Diesel', year: 2015 })
		expect(long.model).toBe('LandCruiser Prado')
	})

	test('what comes back from the browser is parsed again: anything else is ignored', () => {
		for (const value of [null, 'Toyota', { make: 'Toyota' }, { make: '', model: 'X', year: null }, { make: 'A', model: 'B', year: 2020, rego: '<script>' }, { make: 'A', model: 'B', year: 20200 }]) {
			expect(readRememberedVehicle(value)).toBeNull()
		}
		expect(readRememberedVehicle({ make: 'Mazda', model: 'CX-5', year: null })).toEqual({ make: 'Mazda', model: 'CX-5', year: null })
	})
})
