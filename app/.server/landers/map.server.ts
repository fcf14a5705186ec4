import { City } from "country-state-city";

/**
 * The map lander's map, drawn from data this server already has (no tile server, no outside request): a country
 * is its towns from country-state-city, snapped to a grid of dots (a "dot map" of where people live), and members
 * are placed at their region's or city's position on the same projection (decision 034).
 */
export type MapPoint = { x: number; y: number };
export type CountryMap = {
  country: string;
  width: number;
  height: number;
  /** One SVG path of zero-length strokes: each a dot of the country's shape. */
  dots: string;
  dotSize: number;
  /** Where a region's members are (ISO 3166-2 code without the country). */
  regions: Map<string, MapPoint>;
  /** Town name (lower case) → position, for members whose city is known. */
  towns: Map<string, MapPoint>;
};

const WIDTH = 600;
const COLUMNS = 64;
const cache = new Map<string, CountryMap | null>();

function quantile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(q * (sorted.length - 1))))]!;
}

/** The dot map of a country, computed once per process; null for a country without town data. */
export function countryMap(country: string): CountryMap | null {
  if (cache.has(country)) return cache.get(country)!;
  const towns = (City.getCitiesOfCountry(country) ?? [])
    .map((town) => ({ name: town.name, region: town.stateCode, lat: Number(town.latitude), lon: Number(town.longitude) }))
    .filter((town) => Number.isFinite(town.lat) && Number.isFinite(town.lon));
  if (towns.length < 20) {
    cache.set(country, null);
    return null;
  }
  // The mainland: towns far from the country's middle (Alaska, Hawaii, overseas parts, far islands) would shrink the
  // rest to a corner. "Far" is over five median deviations from the median, per axis.
  const median = (values: number[]) =>
    quantile(
      [...values].sort((a, b) => a - b),
      0.5,
    );
  const centre = { lat: median(towns.map((t) => t.lat)), lon: median(towns.map((t) => t.lon)) };
  const spread = {
    lat: Math.max(0.2, median(towns.map((t) => Math.abs(t.lat - centre.lat)))),
    lon: Math.max(0.2, median(towns.map((t) => Math.abs(t.lon - centre.lon)))),
  };
  const mainland = towns.filter((t) => Math.abs(t.lat - centre.lat) <= 5 * spread.lat && Math.abs(t.lon - centre.lon) <= 5 * spread.lon);
  const lats = mainland.map((t) => t.lat);
  const lons = mainland.map((t) => t.lon);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  const padLat = (north - south) * 0.03;
  const padLon = (east - west) * 0.03;
  const box = { south: south - padLat, north: north + padLat, west: west - padLon, east: east + padLon };
  // Equirectangular, with longitudes shortened by the cosine of the middle latitude, so shapes are not stretched.
  const xScale = Math.cos((((box.north + box.south) / 2) * Math.PI) / 180);
  const spanX = (box.east - box.west) * xScale;
  const spanY = box.north - box.south;
  const height = Math.round((WIDTH * spanY) / spanX);
  const project = (lat: number, lon: number): MapPoint => ({
    x: (((lon - box.west) * xScale) / spanX) * WIDTH,
    y: ((box.north - lat) / spanY) * height,
  });
  const cell = WIDTH / COLUMNS;
  const cells = new Set<string>();
  const positions = new Map<string, MapPoint>();
  const regionSums = new Map<string, { x: number; y: number; n: number }>();
  for (const town of mainland) {
    if (town.lat < box.south || town.lat > box.north || town.lon < box.west || town.lon > box.east) continue;
    const point = project(town.lat, town.lon);
    cells.add(`${Math.floor(point.x / cell)}:${Math.floor(point.y / cell)}`);
    positions.set(town.name.toLowerCase(), { x: tenth(point.x), y: tenth(point.y) });
    const sum = regionSums.get(town.region) ?? { x: 0, y: 0, n: 0 };
    regionSums.set(town.region, { x: sum.x + point.x, y: sum.y + point.y, n: sum.n + 1 });
  }
  const dots = [...cells]
    .map((key) => {
      const [cx, cy] = key.split(":").map(Number) as [number, number];
      return `M${((cx + 0.5) * cell).toFixed(1)} ${((cy + 0.5) * cell).toFixed(1)}h0`;
    })
    .join("");
  const regions = new Map([...regionSums].map(([code, sum]) => [code, { x: tenth(sum.x / sum.n), y: tenth(sum.y / sum.n) }]));
  // A region's position is where its mainland towns are; a region with none (an island state) has no place on the map.
  const map = { country, width: WIDTH, height, dots, dotSize: cell * 0.55, regions, towns: positions };
  cache.set(country, map);
  return map;
}

/**
 * A tenth of a map unit (600 wide) is below a pixel; the positions travel in the lander's inline loader data, where
 * full floats cost the map lander about 0.3 KB gzip of its first load.
 */
function tenth(value: number) {
  return Math.round(value * 10) / 10;
}

/** The dots as an SVG image: a grey that reads on light and dark themes alike. */
export function countryMapSvg(map: CountryMap): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${map.width} ${map.height}"><path d="${map.dots}" stroke="#8a8f98" stroke-opacity="0.45" stroke-width="${map.dotSize.toFixed(2)}" stroke-linecap="round"/></svg>`;
}
