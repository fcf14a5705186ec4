import { createAvatar } from "@dicebear/core";
import * as avataaars from "@dicebear/avataaars";
import type { Options as AvataaarsOptions } from "@dicebear/avataaars";

/**
 * An illustrated head-and-shoulders portrait for the demo profiles, drawn offline by DiceBear's
 * "Avataaars" style (design by Pablo Stanley, free for commercial use). Deterministic per seed; the hair,
 * beard and hair colour follow the profile's gender and age so a 70-year-old does not look 20.
 */
type Top = NonNullable<AvataaarsOptions["top"]>[number];

const WOMEN_HAIR: Top[] = [
  "bob",
  "bun",
  "curly",
  "curvy",
  "longButNotTooLong",
  "miaWallace",
  "straight01",
  "straight02",
  "straightAndStrand",
  "bigHair",
  "fro",
  "froBand",
];
const MEN_HAIR: Top[] = [
  "shortCurly",
  "shortFlat",
  "shortRound",
  "shortWaved",
  "sides",
  "theCaesar",
  "theCaesarAndSidePart",
  "shavedSides",
  "dreads01",
  "frizzle",
];
/** Natural skin tones only (the style's yellow and orange are for cartoons). */
const SKIN = ["614335", "ae5d29", "d08b5b", "edb98a", "ffdbb4"];
const YOUNG_HAIR_COLOUR = ["2c1b18", "4a312c", "724133", "a55728", "b58143", "d6b370", "c93305"];
const GREY_HAIR_COLOUR = ["e8e1e1", "ecdcbf"];
/** Soft backgrounds that sit well on both themes' cards. */
const BACKGROUNDS = ["b6e3f4", "c0aede", "d1d4f9", "ffd5dc", "ffdfbf", "c7e8d4", "f4e3b6"];

export function portraitSvg({ seed, gender, age }: { seed: string; gender: "male" | "female"; age: number }): string {
  const greyChance = age >= 60 ? 0.8 : age >= 48 ? 0.35 : 0;
  // DiceBear's PRNG is seeded by `seed`; the options below narrow what it picks from.
  const hash = [...seed].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);
  const grey = (hash % 100) / 100 < greyChance;
  return createAvatar(avataaars, {
    seed,
    size: 400,
    backgroundColor: BACKGROUNDS,
    backgroundType: ["solid"],
    top: gender === "female" ? WOMEN_HAIR : MEN_HAIR,
    hairColor: grey ? GREY_HAIR_COLOUR : YOUNG_HAIR_COLOUR,
    facialHair: ["beardLight", "beardMedium", "beardMajestic", "moustacheFancy"],
    facialHairColor: grey ? GREY_HAIR_COLOUR : YOUNG_HAIR_COLOUR,
    facialHairProbability: gender === "male" ? (age >= 35 ? 45 : 25) : 0,
    accessories: ["prescription01", "prescription02", "round", "wayfarers"],
    accessoriesProbability: age >= 45 ? 40 : 12,
    skinColor: SKIN,
    clothing: ["blazerAndShirt", "blazerAndSweater", "collarAndSweater", "hoodie", "shirtCrewNeck", "shirtScoopNeck", "shirtVNeck"],
    eyes: ["default", "happy", "side", "wink"],
    eyebrows: ["defaultNatural", "raisedExcitedNatural", "flatNatural", "default"],
    mouth: ["smile", "default", "twinkle"],
  }).toString();
}
