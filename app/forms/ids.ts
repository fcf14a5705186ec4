import { z } from "zod";

/** Largest id a PostgreSQL integer column holds: a larger number is no record, and would fail in the query. */
export const MAX_ID = 2_147_483_647;

/** A record id as the API takes it: a JSON number or a string of digits, within PostgreSQL's integer range. */
export const idValue = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().positive().max(MAX_ID));
