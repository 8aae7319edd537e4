import { MapContainer, Polygon, TileLayer } from 'react-leaflet'
import { MAP_CENTER, MAP_ZOOM, POLYGON_STYLE, SERVICE_AREA_POLYGON } from '#app/domain/content/service-area-map'

/**
 * The service-area map (spec §2): open map tiles centred on south-east Melbourne, scroll-wheel
 * zoom on, a red translucent polygon around the suburbs we serve, and no markers. Loaded only on
 * /area-we-serve, in the browser (Leaflet needs a window), through React.lazy.
 */
export default function ServiceAreaMap({ tileUrl, attribution }: { tileUrl: string; attribution: string }) {
	return (
		<div data-testid="service-area-map">
			<MapContainer center={MAP_CENTER} zoom={MAP_ZOOM} scrollWheelZoom className="area-map">
				<TileLayer url={tileUrl} attribution={attribution} />
				<Polygon positions={SERVICE_AREA_POLYGON} pathOptions={POLYGON_STYLE} />
			</MapContainer>
		</div>
	)
}
