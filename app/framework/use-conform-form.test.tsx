import { useForm } from "@conform-to/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formReadsKept, formStateOf, readsKept } from "./use-conform-form.ts";

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
  "defaultOptions",
  "defaultChecked",
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
  personal: {},
  "personal.hair": { required: true },
  "personal.about_me": { maxLength: 300 },
};

function renderForm(read: (form: object, fields: Record<string, object>) => void) {
  function Form() {
    const [form, fields] = useForm({
      id: "contract",
      defaultValue: { email: "a@example.test", about: "", age: "30", personal: { hair: "brown", about_me: "" } },
      constraint: CONSTRAINT,
      lastResult: {
        status: "error",
        initialValue: { email: "wrong", about: "", personal: { hair: "", about_me: "Hi" } },
        error: { "": ["Try again."], email: ["Enter an e-mail address."], "personal.hair": ["Choose one."] },
      },
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
      const state = formStateOf(form);
      // Conform's shape as this copy knows it: a Conform upgrade that moves the state fails here, not silently.
      expect(state).not.toBeNull();
      const kept = readsKept(fields, { formId: "contract", constraint: CONSTRAINT, state });
      for (const name of ["email", "about", "age", "photo", "unknown"]) {
        for (const key of FIELD_KEYS) {
          const theirs = (fields[name] as Record<string, unknown>)[key];
          expect((kept[name] as Record<string, unknown>)[key], `${name}.${key}`).toEqual(theirs);
          compared++;
        }
      }
      const keptForm = readsKept(form) as Record<string, unknown>;
      const formKept = formReadsKept(form, "contract", state) as Record<string, unknown>;
      for (const key of ["id", "errorId", "descriptionId", "errors", "allErrors", "status", "noValidate", "valid", "name"]) {
        expect(keptForm[key], key).toEqual((form as Record<string, unknown>)[key]);
        expect(formKept[key], key).toEqual((form as Record<string, unknown>)[key]);
      }
      expect(formKept.errors).toEqual(["Try again."]);
      expect(formKept.status).toBe("error");
    });
    expect(compared).toBe(5 * FIELD_KEYS.length);
  });

  it("gives every value of an object field's own fields (getFieldset) Conform gives", () => {
    let compared = 0;
    renderForm((form, fields) => {
      type Nested = { getFieldset: () => Record<string, Record<string, unknown>> };
      const kept = readsKept(fields, { formId: "contract", constraint: CONSTRAINT, state: formStateOf(form) }) as Record<string, Nested>;
      const theirs = (fields.personal as Nested).getFieldset();
      const ours = kept.personal!.getFieldset();
      for (const name of ["hair", "about_me", "unknown", "7", "with space"]) {
        for (const key of FIELD_KEYS) {
          expect(ours[name]![key], `personal.${name}.${key}`).toEqual(theirs[name]![key]);
          compared++;
        }
      }
      expect(ours.hair!.name).toBe("personal.hair");
      expect(ours.hair!.required).toBe(true);
      expect(ours.hair!.errors).toEqual(["Choose one."]);
    });
    expect(compared).toBe(5 * FIELD_KEYS.length);
  });

  it("derives an object field's own fields' ids and constraint, and reads their state once", () => {
    const reads: string[] = [];
    renderForm((_form, fields) => {
      const personal = fields.personal as { getFieldset: () => Record<string, object> };
      const counted = {
        personal: new Proxy(personal, {
          get(target, key) {
            if (key !== "getFieldset") return Reflect.get(target, key);
            return () =>
              new Proxy(target.getFieldset(), {
                get(inner, name) {
                  const field = Reflect.get(inner, name) as object;
                  return new Proxy(field, {
                    get(innerField, property) {
                      reads.push(`personal.${String(name)}.${String(property)}`);
                      return Reflect.get(innerField, property);
                    },
                  });
                },
              });
          },
        }),
      };
      const kept = readsKept(counted, { formId: "contract", constraint: CONSTRAINT }) as {
        personal: { getFieldset: () => Record<string, Record<string, unknown>> };
      };
      const own = kept.personal.getFieldset();
      for (let round = 0; round < 3; round++) {
        expect(own.hair!.id).toBe("contract-personal.hair");
        expect(own.hair!.required).toBe(true);
        expect(own.about_me!.maxLength).toBe(300);
        expect(own.about_me!.initialValue).toBe("Hi");
        expect(own.hair!.errors).toEqual(["Choose one."]);
      }
    });
    expect(reads).toEqual(["personal.about_me.initialValue", "personal.hair.errors"]);
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

  it("reads a form's ids, errors and status without Conform, anything else from Conform once", () => {
    const reads: string[] = [];
    renderForm((form) => {
      const counted = new Proxy(form, {
        get(target, key) {
          reads.push(String(key));
          return Reflect.get(target, key);
        },
      });
      const kept = formReadsKept(counted, "contract", formStateOf(form)) as Record<string, unknown>;
      for (let round = 0; round < 3; round++) {
        expect(kept.id).toBe("contract");
        expect(kept.errorId).toBe("contract-error");
        expect(kept.errors).toEqual(["Try again."]);
        expect(kept.status).toBe("error");
        expect(typeof kept.onSubmit).toBe("function");
      }
    });
    expect(reads).toEqual(["onSubmit"]);
  });

  it("with the form's state, reads no field's state from Conform, nested fields' included", () => {
    const reads: string[] = [];
    const counting = <Target extends object>(target: Target, label: string): Target =>
      new Proxy(target, {
        get(inner, key) {
          const value: unknown = Reflect.get(inner, key);
          if (key === "getFieldset") return () => counting((value as () => object)(), label);
          reads.push(`${label}${String(key)}`);
          return value !== null && typeof value === "object" ? counting(value, `${label}${String(key)}.`) : value;
        },
      });
    renderForm((form, fields) => {
      const kept = readsKept(counting(fields, ""), { formId: "contract", constraint: CONSTRAINT, state: formStateOf(form) }) as Record<
        string,
        Record<string, unknown> & { getFieldset: () => Record<string, Record<string, unknown>> }
      >;
      expect(kept.email!.errors).toEqual(["Enter an e-mail address."]);
      expect(kept.email!.initialValue).toBe("wrong");
      expect(kept.email!.defaultValue).toBe("wrong");
      expect(kept.email!.value).toBe("wrong");
      expect(kept.about!.valid).toBe(true);
      const personal = kept.personal!.getFieldset();
      expect(personal.hair!.errors).toEqual(["Choose one."]);
      expect(personal.about_me!.initialValue).toBe("Hi");
    });
    expect(reads).toEqual(["email", "about", "personal", "personal.hair", "personal.about_me"]);
  });
});
