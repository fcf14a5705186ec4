declare module "geoip-country" {
  export type GeoipCountry = { country: string; name: string };
  const geoip: { lookup(ip: string): GeoipCountry | null };
  export default geoip;
}
