import type { Submission, SubmissionResult } from "@conform-to/react";
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import { loadSchema, type LazySchema } from "#app/forms/lazy.ts";
import { withChunkReload } from "#app/pwa/chunk-reload.ts";
import type { FormController as FormControllerType } from "./form-controller.tsx";

/**
 * Forms whose Conform and Zod load on the first use (decision 048): the sign-up's account step and the login are
 * first pages, and Conform with Zod is more code than the rest of either page. Until the visitor touches the form
 * (focus, pointer, key) the page renders the form from what the server knows (the written-out constraint, the
 * action's last reply, the defaults), exactly as Conform renders it. Then `FormController` (`form-controller.tsx`)
 * loads with the schema: it runs Conform's `useForm` and hands each state it renders back here as plain data, so
 * the form's elements stay the same nodes (the visitor's typing, focus and caret stay where they are) and only
 * their attributes and errors follow Conform from then on. A submit before that is held and repeated once
 * Conform validates, so the errors look and read exactly as always.
 */

/** A field as the form renders it: Conform's field metadata, as plain data. */
export type FieldView = {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  descriptionId: string;
  initialValue?: unknown;
  errors?: string[];
  key?: string;
  valid: boolean;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
};

/** The form as it renders: Conform's form metadata, as plain data (`update` once Conform is there). */
export type FormView = {
  id: string;
  errorId: string;
  descriptionId: string;
  errors?: string[];
  allErrors: Record<string, string[]>;
  noValidate: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  update?: (intent: { name: string; value: string }) => void;
};

export type FormState<Schema extends z.ZodObject> = {
  form: FormView;
  fields: { [Name in keyof z.input<Schema> & string]-?: FieldView };
};

export type SubmitContext<Schema extends z.ZodObject> = {
  submission: Submission<z.input<Schema>, string[], z.output<Schema>> | undefined;
  formData: FormData;
};

export type FormHandlers<Schema extends z.ZodObject> = {
  /** What is validated instead of the form data as it is (e.g. a name filled in from the e-mail). */
  prepare?: (formData: FormData) => FormData;
  /** After Conform's validation passed (a client-side submit, as Conform's own `onSubmit`). */
  onSubmit?: (event: FormEvent<HTMLFormElement>, context: SubmitContext<Schema>) => void;
};

/** `<form {...formProps(form)}>`: what Conform's `getFormProps` gives. */
export function formProps(form: FormView) {
  return {
    id: form.id,
    onSubmit: form.onSubmit,
    noValidate: form.noValidate,
    "aria-describedby": form.errors ? form.errorId : undefined,
  };
}

/** The state Conform starts from (`createFormMeta`), rendered before Conform is there. */
export function initialFormState<Schema extends z.ZodObject>(
  id: string,
  constraint: LazySchema<Schema>["constraint"],
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue: Record<string, string> | undefined,
  onSubmit: FormView["onSubmit"],
): FormState<Schema> {
  const errors = Object.fromEntries(
    Object.entries(lastResult?.error ?? {}).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
  );
  const initialValue: Record<string, unknown> = lastResult?.initialValue ?? defaultValue ?? {};
  const fields = Object.fromEntries(
    Object.entries(constraint).map(([name, rules]) => {
      const fieldId = `${id}-${name}`;
      const field: FieldView = {
        id: fieldId,
        name,
        formId: id,
        errorId: `${fieldId}-error`,
        descriptionId: `${fieldId}-description`,
        initialValue: initialValue[name],
        errors: errors[name],
        valid: !Object.keys(errors).some((key) => key === name || key.startsWith(`${name}.`) || key.startsWith(`${name}[`)),
        ...rules,
      };
      return [name, field];
    }),
  ) as FormState<Schema>["fields"];
  return {
    form: {
      id,
      errorId: `${id}-error`,
      descriptionId: `${id}-description`,
      errors: errors[""],
      allErrors: errors,
      noValidate: true,
      onSubmit,
    },
    fields,
  };
}

type Controller = typeof FormControllerType;
let controllerModule: Controller | undefined;
const importController = withChunkReload(() => import("./form-controller.tsx").then((m) => (controllerModule = m.FormController)));

/** Conform's controller and the form's schema, once each; a failed load may be tried again. */
function loadController<Schema extends z.ZodObject>(lazy: LazySchema<Schema>) {
  return Promise.all([controllerModule ?? importController(), loadSchema(lazy)]).then(([controller]) => controller);
}

/**
 * Conform's `useForm` for a form whose Conform and schema load on first use, with the options of
 * `useConformForm` (validate at submit, then as the visitor types; the action's reply once the navigation
 * settles). Render `controller` anywhere inside the component (it renders nothing).
 */
export function useFormOnDemand<Schema extends z.ZodObject>({
  id,
  schema,
  lastResult,
  defaultValue,
  handlers,
}: {
  id: string;
  schema: LazySchema<Schema>;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, string>;
  handlers?: FormHandlers<Schema>;
}): FormState<Schema> & { controller: ReactNode } {
  const navigation = useNavigation();
  const settled = navigation.state === "idle" ? lastResult : undefined;
  // Conform reads the defaults once, when it starts; so do we.
  const [defaults] = useState(defaultValue);
  const [Controller, setController] = useState<Controller | null>(() => (schema.loaded && controllerModule) || null);
  const [live, setLive] = useState<FormState<Schema> | null>(null);
  // The handlers of the latest render, for Conform's events.
  const latest = useRef<FormHandlers<Schema>>({});
  useLayoutEffect(() => {
    latest.current = handlers ?? {};
  });
  const [held, setHeld] = useState<{ submitter: HTMLElement | null } | null>(null);

  const start = useCallback(() => {
    loadController(schema).then(
      (controller) => setController(() => controller),
      (error: unknown) => console.error("form validation failed to load", error),
    );
  }, [schema]);

  // The first focus, press or key in the form loads Conform and the schema.
  useEffect(() => {
    if (Controller) return;
    const form = document.getElementById(id);
    if (!form) return;
    const events = ["focusin", "pointerdown", "keydown"] as const;
    for (const type of events) form.addEventListener(type, start, { once: true, passive: true });
    return () => {
      for (const type of events) form.removeEventListener(type, start);
    };
  }, [Controller, id, start]);

  // A submit held before Conform was there goes again once Conform renders the form.
  useEffect(() => {
    if (!live || !held) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the held submit is sent once, here
    setHeld(null);
    const form = document.getElementById(id);
    if (form instanceof HTMLFormElement && form.isConnected) {
      form.requestSubmit(held.submitter?.isConnected && held.submitter.getAttribute("type") === "submit" ? held.submitter : null);
    }
  }, [live, held, id]);

  // Nothing is validated or sent before Conform is there: the submit waits for it.
  const hold = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setHeld({ submitter: (event.nativeEvent as SubmitEvent).submitter });
      start();
    },
    [start],
  );

  const state = live ?? initialFormState<Schema>(id, schema.constraint, settled, defaults, hold);
  const controller = Controller ? (
    <Controller
      id={id}
      schema={schema}
      lastResult={settled}
      defaultValue={defaults}
      handlers={latest as RefObject<FormHandlers<z.ZodObject>>}
      onState={setLive as (state: FormState<z.ZodObject>) => void}
    />
  ) : null;
  return { ...state, controller };
}
