import type { ProfileCardData } from "#app/profiles/card.ts";

/** The eight lander designs of docs/product/landers-and-tracking.md#lander-designs, by the path segment after /landers/. */
export const LANDER_DESIGNS = [
  "video",
  "gallery",
  "alonetonight",
  "iconslanding",
  "transitionsvideolanding",
  "collagelanding",
  "maplanding",
  "socialnetwork",
] as const;
export type LanderDesign = (typeof LANDER_DESIGNS)[number];

/** A profile as landers present it: the card and whether the member is online now. */
export type LanderProfile = ProfileCardData & { online: boolean };

export type LanderMap = {
  country: string;
  width: number;
  height: number;
  regions: { id: string; name: string; count: number; x: number; y: number }[];
  pins: { id: number; x: number; y: number }[];
};

/** A campaign's own words from the site file (`lander_copy`); each absent field keeps the design's translated text. */
export type LanderCopy = { headline?: string; subline?: string; cta?: string };
