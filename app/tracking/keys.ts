import { cutText } from "#app/forms/cut-text.ts";

/** Tracking query keys of docs/product/constants.md#tracking, in the order that names the traffic source. Shared by server and browser. */
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

/** 30 days (docs/product/constants.md#tracking): the cookie's and the local-storage copy's lifetime. */
export const TRACKING_MAX_AGE_SECONDS = 2_592_000;
/** Per value: long enough for click ids, short enough that all eleven stay far below a browser's 4 KB per cookie. */
export const TRACKING_VALUE_MAX = 200;

// C0 control characters and DEL never belong in a tracking value, nor in the postback URL it may end up in.
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
// A surrogate without its pair: a forged cookie can carry one, and jsonb (the account's record) refuses it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A tracking value as server and browser keep it, or undefined when nothing is left: cleaned, trimmed, capped. */
export function cleanTrackingValue(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const cleaned = value.replace(CONTROL_CHARACTERS, "").replace(LONE_SURROGATE, "").trim();
  return cutText(cleaned, TRACKING_VALUE_MAX).trim() || undefined;
}
