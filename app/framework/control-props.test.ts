import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { describe, expect, it } from "vitest";
import { inputProps, selectProps, textareaProps, type ControlField } from "./control-props.ts";

const base = { id: "f-x", name: "x", formId: "f", errorId: "f-x-error", descriptionId: "f-x-description", valid: true };
const FIELDS: ControlField[] = [
  base,
  { ...base, required: true, initialValue: "sam" },
  { ...base, required: false, errors: ["validation.required"], initialValue: "" },
  { ...base, minLength: 2, maxLength: 150, pattern: "[a-z]+", initialValue: undefined },
  { ...base, multiple: true, initialValue: ["a", "b"] },
  { ...base, initialValue: null },
  { ...base, min: 1, max: 9, step: 2, accept: "image/*", errors: [] },
];

// Decision 048: the field components render without Conform; their attributes must be Conform's, or the page
// would change (and differ from the server's HTML) once Conform is there, and on the forms that use it eagerly.
describe("control attributes", () => {
  it.each(FIELDS.map((field, i) => [i, field] as const))("field %i: as Conform's helpers give them", (_i, field) => {
    const metadata = field as never;
    for (const type of ["text", "email", "password"] as const) expect(inputProps(field, type)).toEqual(getInputProps(metadata, { type }));
    expect(selectProps(field)).toEqual(getSelectProps(metadata));
    expect(textareaProps(field)).toEqual(getTextareaProps(metadata));
  });
});
