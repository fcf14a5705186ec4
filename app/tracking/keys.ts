/** Tracking query keys of spec section 9, in the order that names the traffic source. Shared by server and browser. */
export const TRACKING_KEYS = [
  "network",
  "ref",
  "sub",
  "sub1",
  "sub2",
  "sub3",
  "aff_sub",
  "aff_sub1",
  "aff_sub2",
  "aff_sub3",
  "cpc",
] as const;
export type TrackingKey = (typeof TRACKING_KEYS)[number];

/** 30 days (spec section 9): the cookie's and the local-storage copy's lifetime. */
export const TRACKING_MAX_AGE_SECONDS = 2_592_000;
/** Per value: long enough for click ids, short enough that all eleven stay far below a browser's 4 KB per cookie. */
export const TRACKING_VALUE_MAX = 200;
