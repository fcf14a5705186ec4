import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "react-router";
import type { z } from "zod";

/**
 * The one Conform wiring of every form: the same Zod schema validates in the
 * browser and in the action; errors show after the first submit and then update
 * as the member types (validating on blur can swallow a submit click when the
 * error text moves the button); the action's last result applies once the
 * navigation settles, so it does not flash over a new submit.
 */
export function useConformForm<Schema extends z.ZodObject>({
  id,
  schema,
  lastResult,
  defaultValue,
}: {
  id: string;
  schema: Schema;
  lastResult: SubmissionResult<string[]> | undefined | null;
  defaultValue?: Parameters<typeof useForm<z.input<Schema>, z.output<Schema>>>[0]["defaultValue"];
}) {
  const navigation = useNavigation();
  const constraint = constraintOf(schema);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    defaultValue,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  if (!import.meta.env.SSR) return [form, fields] as const;
  const state = formStateOf(form);
  return [formReadsKept(form, id, state), readsKept(fields, { formId: id, constraint, state })] as const;
}

/** A schema's constraint (required, lengths, patterns), read from the schema once: a schema never changes. */
const constraints = new WeakMap<z.ZodObject, ReturnType<typeof getZodConstraint>>();
function constraintOf(schema: z.ZodObject) {
  let constraint = constraints.get(schema);
  if (!constraint) constraints.set(schema, (constraint = getZodConstraint(schema)));
  return constraint;
}

type Constraint = Record<string, Record<string, unknown> | undefined>;
/** Conform's form state (`createFormState` in `@conform-to/dom`): each part a table by field name. */
type FormState = Record<"initialValue" | "value" | "error" | "key" | "valid" | "dirty", Record<string, unknown>>;
type Fieldset = { formId: string; constraint: Constraint; state?: FormState | null; prefix?: string };

/**
 * The state behind a form's metadata, as Conform's own `FormProvider` reaches it: `form.context` wraps the form's
 * context under a symbol (`getWrappedFormContext`), whose `getState()` answers. Null when Conform's shape differs
 * (then every state read goes to Conform).
 */
export function formStateOf(form: object): FormState | null {
  const wrapped: unknown = Reflect.get(form, "context");
  if (wrapped === null || typeof wrapped !== "object") return null;
  const symbol = Object.getOwnPropertySymbols(wrapped).find((candidate) => candidate.description === "wrapped");
  const context: unknown = symbol ? Reflect.get(wrapped, symbol) : undefined;
  if (context === null || typeof context !== "object") return null;
  const getState: unknown = Reflect.get(context, "getState");
  if (typeof getState !== "function") return null;
  const state: unknown = getState.call(context);
  return state !== null && typeof state === "object" && STATE_PARTS.every((part) => typeof Reflect.get(state, part) === "object")
    ? (state as FormState)
    : null;
}
const STATE_PARTS = ["initialValue", "value", "error", "key", "valid", "dirty"] as const;

/**
 * A field's state as Conform's `getMetadata` reads it from the form's state: the value of `state[part][name]`, and
 * the three defaults it derives from the initial value. Undefined for anything else.
 */
function stateRead(key: string, name: string, state: FormState): { value: unknown } | undefined {
  switch (key) {
    case "initialValue":
    case "value":
    case "key":
    case "valid":
    case "dirty":
      return { value: state[key][name] };
    case "errors":
      return { value: state.error[name] };
    case "defaultValue": {
      const initialValue = state.initialValue[name];
      return { value: typeof initialValue === "string" ? initialValue : Array.isArray(initialValue) ? initialValue[0] : undefined };
    }
    case "defaultOptions": {
      const initialValue = state.initialValue[name];
      if (typeof initialValue === "string") return { value: [initialValue] };
      const strings = Array.isArray(initialValue) && initialValue.every((item) => typeof item === "string");
      return { value: strings ? initialValue : undefined };
    }
    case "defaultChecked":
      return { value: state.initialValue[name] === "on" ? true : undefined };
  }
  return undefined;
}

/** The constraint keys Conform answers from the form's constraint alone (`getFieldMetadata`). */
const CONSTRAINT_KEYS = new Set(["required", "minLength", "maxLength", "min", "max", "pattern", "step", "multiple", "accept"]);
/**
 * A name segment Conform writes as `.segment` and looks up in the constraint as written (`appendPath`,
 * `createConstraintProxy`): no brackets, no number, so a nested field's constraint is the constraint's own entry.
 */
const PLAIN_SEGMENT = /^[A-Za-z_$][\w$-]*$/;
/** Conform refuses these two as path segments (`parsePath`); a read of one goes to Conform, and throws there. */
const isPlainSegment = (segment: string) => PLAIN_SEGMENT.test(segment) && segment !== "__proto__" && segment !== "constructor";

/**
 * What Conform derives from the form's id, a field's name and the constraint, without its state (`getMetadata`,
 * `getFieldMetadata` in `@conform-to/react`'s `context`): its ids and its constraint. Undefined for anything else.
 */
function derivedRead(key: string, name: string, formId: string, constraint: Constraint): { value: unknown } | undefined {
  if (CONSTRAINT_KEYS.has(key)) return { value: constraint[name]?.[key] };
  const id = `${formId}-${name}`;
  switch (key) {
    case "name":
      return { value: name };
    case "formId":
      return { value: formId };
    case "id":
      return { value: id };
    case "errorId":
      return { value: `${id}-error` };
    case "descriptionId":
      return { value: `${id}-description` };
  }
  return undefined;
}

/**
 * Conform's metadata read once per property in a server render (decision 131). Conform builds a field's metadata
 * object again on every property read (a proxy and four strings; twice for a default value), and a form's controls
 * read about fifteen properties of each field: a quarter of `/profile`'s render. A server render is one pass over one
 * state, so a value once read stays right for the render, and a field's ids and constraint follow from the form's id,
 * its name and the schema's constraint (`control-props.test.ts` and `use-conform-form.test.tsx` compare them with
 * Conform's). Its state (errors, initial value, …) is read as Conform's `getMetadata` reads it, from the form's state
 * (`formStateOf`), without building the metadata. A field's `getFieldset()` (an object field's own fields, named
 * `parent.child`) is kept the same way.
 * Only on the server: in the browser a read in a callback must see the state as it is then, and a read
 * during render subscribes the component to that part of the state.
 */
export function readsKept<Metadata extends object>(metadata: Metadata, fieldset?: Fieldset): Metadata {
  return keptProxy(metadata, (target, key) => {
    const value: unknown = Reflect.get(target, key);
    // A fieldset's entries are its fields; a name Conform would write otherwise is only kept, not derived.
    if (!fieldset || typeof key !== "string" || value === null || typeof value !== "object") return value;
    const name = fieldset.prefix === undefined ? key : isPlainSegment(key) ? `${fieldset.prefix}.${key}` : null;
    return fieldReadsKept(value, name, fieldset);
  });
}

function fieldReadsKept<Field extends object>(field: Field, name: string | null, { formId, constraint, state }: Fieldset): Field {
  const plainName = name !== null && name.split(".").every(isPlainSegment) ? name : null;
  return keptProxy(field, (target, key) => {
    const derived =
      plainName !== null && typeof key === "string"
        ? (derivedRead(key, plainName, formId, constraint) ?? (state ? stateRead(key, plainName, state) : undefined))
        : undefined;
    if (derived) return derived.value;
    const value: unknown = Reflect.get(target, key);
    if (key === "getFieldset" && typeof value === "function" && plainName !== null) {
      const getFieldset = value as () => object;
      return () => readsKept(getFieldset(), { formId, constraint, state, prefix: plainName });
    }
    return value;
  });
}

/**
 * The form's own metadata read once per property, as `readsKept` reads a field's: Conform builds the form's metadata
 * again on every read too (`getFormMetadata` calls `getMetadata` first, whatever the property). Its ids follow from
 * the form's id (the `id` every form here passes, which Conform takes as its id), its errors and status from its
 * state; anything else (its handlers, `noValidate`, its context) is Conform's.
 */
export function formReadsKept<Form extends object>(form: Form, formId: string, state: FormState | null): Form {
  return keptProxy(form, (target, key) => {
    switch (key) {
      case "id":
        return formId;
      case "errorId":
        return `${formId}-error`;
      case "descriptionId":
        return `${formId}-description`;
      case "errors":
        if (state) return state.error[""];
        break;
      case "status":
        if (state) return (state as FormState & { submissionStatus?: unknown }).submissionStatus;
        break;
    }
    return Reflect.get(target, key);
  });
}

/** `target` with each property's value read once, by `read`, and kept. */
function keptProxy<Target extends object>(target: Target, read: (target: Target, key: PropertyKey) => unknown): Target {
  const kept = new Map<PropertyKey, unknown>();
  return new Proxy(target, {
    get(inner, key) {
      if (kept.has(key)) return kept.get(key);
      const value = read(inner, key);
      kept.set(key, value);
      return value;
    },
  });
}
