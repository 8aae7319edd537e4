import { divIcon, latLngBounds } from 'leaflet'
import { MapContainer, Marker, Polyline, TileLayer, Tooltip } from 'react-leaflet'
import type { LatLng } from '#app/domain/day/visit-order'

// The day's stops on a map, numbered in visiting order and joined in that order. Only on the day
// view, in the browser (Leaflet needs a window), loaded through React.lazy.

export interface MapStop {
	stop: number
	name: string
	suburb: string
	coords: LatLng
}

/** Stops in one suburb share its centre: each further one is nudged a little, so every number shows. */
function spread(stops: MapStop[]): MapStop[] {
	const seen = new Map<string, number>()
	return stops.map((s) => {
		const key = s.coords.join(',')
		const n = seen.get(key) ?? 0
		seen.set(key, n + 1)
		return n === 0 ? s : { ...s, coords: [s.coords[0] + 0.0025 * n, s.coords[1] + 0.0025 * n] as LatLng }
	})
}

export default function DayMap({ stops, tileUrl, attribution }: { stops: MapStop[]; tileUrl: string; attribution: string }) {
	const placed = spread(stops)
	const bounds = latLngBounds(placed.map((s) => s.coords)).pad(0.2)
	return (
		<div data-testid="day-map">
			<MapContainer bounds={bounds} maxZoom={15} scrollWheelZoom={false} className="day-map">
				<TileLayer url={tileUrl} attribution={attribution} />
				<Polyline positions={placed.map((s) => s.coords)} pathOptions={{ color: '#da2627', weight: 3, opacity: 0.7 }} />
				{placed.map((s) => (
					<Marker key={s.stop} position={s.coords} icon={divIcon({ className: 'day-map-stop', html: String(s.stop), iconSize: [28, 28], iconAnchor: [14, 14] })} title={`Stop ${s.stop}`}>
						<Tooltip>
							{s.stop}. {s.name}, {s.suburb}
						</Tooltip>
					</Marker>
				))}
			</MapContainer>
		</div>
	)
}
