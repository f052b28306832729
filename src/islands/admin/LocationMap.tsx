/**
 * The pin editor's map (Leaflet + react-leaflet), imported by LocationEditor only when an
 * editor is opened, so Leaflet is in no page's initial JavaScript (not even /admin's). One
 * draggable pin; a click on the map moves it there too. Keyboard users type the coordinates
 * in the editor's number fields instead (the pin follows them).
 */
import leafletCssUrl from 'leaflet/dist/leaflet.css?url';
import pinCssUrl from './location-map.css?url';
import { linkStyleSheets } from '../link-style-sheets';
import { divIcon, type LeafletEventHandlerFnMap, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { Point } from '../../domain/geo';

/** Zoom of the pin editor: a few streets around the pin. */
const PIN_ZOOM = 16;

/**
 * Links Leaflet's style sheet and the pin's once and resolves when they have loaded (or
 * failed), so the map never draws unstyled; /admin links them only when an editor is opened.
 */
export function loadLeafletStyles(): Promise<void> {
  return linkStyleSheets([leafletCssUrl, pinCssUrl]);
}

const PIN_ICON = divIcon({
  className: 'location-pin',
  iconSize: [24, 24],
  iconAnchor: [12, 12],
});

/** Keeps the pin in view when it is moved from the number fields. */
function FollowPin({ position }: { position: Point }) {
  const map = useMap();
  useEffect(() => {
    if (!map.getBounds().contains([position.lat, position.lng])) map.panTo([position.lat, position.lng]);
  }, [map, position.lat, position.lng]);
  return null;
}

function ClickToMove({ onMove }: { onMove: (point: Point) => void }) {
  useMapEvents({ click: (event) => onMove({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

export interface LocationMapProps {
  position: Point;
  onMove: (point: Point) => void;
  tiles: { url: string; attribution: string };
  /** The business's name, for the map's accessible label. */
  label: string;
}

export function LocationMap({ position, onMove, tiles, label }: LocationMapProps) {
  const marker = useRef<LeafletMarker>(null);
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: () => {
        const point = marker.current?.getLatLng();
        if (point) onMove({ lat: point.lat, lng: point.lng });
      },
    }),
    [onMove],
  );
  return (
    <div role="group" aria-label={`Map of ${label}: drag the pin or click the map to move it`} data-testid="location-map">
      <MapContainer center={[position.lat, position.lng]} zoom={PIN_ZOOM} scrollWheelZoom={false} style={{ height: 320, width: '100%' }}>
        <TileLayer url={tiles.url} attribution={tiles.attribution} />
        <Marker ref={marker} position={[position.lat, position.lng]} icon={PIN_ICON} draggable keyboard={false} title="Pin" eventHandlers={handlers} />
        <FollowPin position={position} />
        <ClickToMove onMove={onMove} />
      </MapContainer>
    </div>
  );
}
