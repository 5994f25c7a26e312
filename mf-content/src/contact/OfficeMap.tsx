import { useEffect, useRef } from 'react';
import 'leaflet/dist/leaflet.css';
import type { Map as LeafletMap } from 'leaflet';
import type { Brand } from '@cards/shared/brand';
import type { MapTiles } from '@cards/shared/stores';

/**
 * The map centred on the office (SPEC §2 contact-us), from the deployment's tile server; the content security policy
 * allows only that origin. The address and a directions link are on the page as text, so the map adds, never hides.
 */
export default function OfficeMap({ tiles, office }: { tiles: MapTiles; office: Brand['contact'] }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let map: LeafletMap | null = null;
    let live = true;
    void import('leaflet').then(({ default: L }) => {
      if (!live || !host.current) return;
      const { lat, lng } = office.location;
      map = L.map(host.current, { center: [lat, lng], zoom: 16, scrollWheelZoom: false });
      L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
      // A drawn marker: no marker images to load.
      L.circleMarker([lat, lng], { radius: 10, weight: 3, color: '#0b3d6b', fillOpacity: 0.6 })
        .addTo(map)
        .bindTooltip('Our office', { permanent: true, direction: 'top', offset: [0, -10] });
    });
    return () => {
      live = false;
      map?.remove();
    };
  }, [tiles, office]);
  return <div ref={host} className="office-map" role="region" aria-label={`Map of the area around our office, ${office.office}`} />;
}
