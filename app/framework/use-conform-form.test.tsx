import { useForm } from "@conform-to/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readsKept } from "./use-conform-form.ts";

/**
 * A server render reads Conform's metadata through `readsKept` (decision 131): each value as Conform gives it, read
 * from Conform once per render.
 */
const FIELD_KEYS = [
  "id",
  "name",
  "formId",
  "errorId",
  "descriptionId",
  "initialValue",
  "defaultValue",
  "value",
  "errors",
  "key",
  "valid",
  "dirty",
  "required",
  "minLength",
  "maxLength",
  "pattern",
  "min",
  "max",
  "step",
  "multiple",
  "accept",
] as const;

const CONSTRAINT = {
  email: { required: true, maxLength: 254, pattern: ".+@.+" },
  about: { maxLength: 500 },
  age: { required: true, min: 18, max: 99, step: 1 },
  photo: { accept: "image/*", multiple: true },
};

function renderForm(read: (form: object, fields: Record<string, object>) => void) {
  function Form() {
    const [form, fields] = useForm({
      id: "contract",
      defaultValue: { email: "a@example.test", about: "", age: "30" },
      constraint: CONSTRAINT,
      lastResult: { status: "error", initialValue: { email: "wrong", about: "" }, error: { email: ["Enter an e-mail address."] } },
    });
    read(form, fields as unknown as Record<string, object>);
    return null;
  }
  renderToString(<Form />);
}

describe("readsKept", () => {
  it("gives every field and form value Conform gives", () => {
    let compared = 0;
    renderForm((form, fields) => {
      const kept = readsKept(fields, { formId: "contract", constraint: CONSTRAINT });
      for (const name of ["email", "about", "age", "photo", "unknown"]) {
        for (const key of FIELD_KEYS) {
          const theirs = (fields[name] as Record<string, unknown>)[key];
          expect((kept[name] as Record<string, unknown>)[key], `${name}.${key}`).toEqual(theirs);
          compared++;
        }
      }
      const keptForm = readsKept(form) as Record<string, unknown>;
      for (const key of ["id", "errorId", "errors", "allErrors", "status", "noValidate"]) {
        expect(keptForm[key], key).toEqual((form as Record<string, unknown>)[key]);
      }
    });
    expect(compared).toBe(5 * FIELD_KEYS.length);
  });

  it("reads each field and each of its state's properties from Conform once, and its ids and constraint never", () => {
    const reads: string[] = [];
    renderForm((_form, fields) => {
      const counted = new Proxy(fields, {
        get(target, name) {
          reads.push(`field ${String(name)}`);
          const field = Reflect.get(target, name) as object;
          return new Proxy(field, {
            get(inner, key) {
              reads.push(`${String(name)}.${String(key)}`);
              return Reflect.get(inner, key);
            },
          });
        },
      });
      const kept = readsKept(counted, { formId: "contract", constraint: CONSTRAINT }) as Record<string, Record<string, unknown>>;
      for (let round = 0; round < 3; round++) {
        expect(kept.email!.errors).toEqual(["Enter an e-mail address."]);
        expect(kept.email!.required).toBe(true);
        expect(kept.email!.errorId).toBe("contract-email-error");
        expect(kept.about!.maxLength).toBe(500);
        expect(kept.email!.initialValue).toBe("wrong");
      }
      expect(kept.email).toBe(kept.email);
    });
    expect(reads).toEqual(["field email", "email.errors", "field about", "email.initialValue"]);
  });
});
