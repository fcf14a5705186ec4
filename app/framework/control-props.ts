/**
 * The attributes of a form control from its field, as Conform's `getInputProps`, `getSelectProps` and
 * `getTextareaProps` give them (without their options, which this app does not use): the field components render
 * with these, so a form renders the same before Conform is loaded as after (decision 048).
 * `control-props.test.ts` compares them with Conform's own.
 */
export type ControlField = {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  initialValue?: unknown;
  errors?: string[];
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  pattern?: string;
  multiple?: boolean;
  accept?: string;
};

/** Drops the undefined ones, as Conform does, so they never override the caller's props. */
function defined<T extends Record<string, unknown>>(props: T): T {
  for (const key in props) if (props[key] === undefined) delete props[key];
  return props;
}

function common(field: ControlField) {
  const invalid = field.errors !== undefined;
  return {
    required: field.required || undefined,
    id: field.id,
    name: field.name,
    form: field.formId,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? field.errorId : undefined,
  };
}

export function inputProps<Type extends string>(field: ControlField, type: Type) {
  return defined({
    ...common(field),
    type,
    minLength: field.minLength,
    maxLength: field.maxLength,
    min: field.min,
    max: field.max,
    step: field.step,
    pattern: field.pattern,
    multiple: field.multiple,
    accept: field.accept,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
  });
}

export function selectProps(field: ControlField) {
  const initial = field.initialValue;
  return defined({
    ...common(field),
    multiple: field.multiple,
    defaultValue: Array.isArray(initial) ? initial.map((item) => `${item ?? ""}`) : initial == null ? undefined : String(initial),
  });
}

export function textareaProps(field: ControlField) {
  const initial = field.initialValue;
  return defined({
    ...common(field),
    minLength: field.minLength,
    maxLength: field.maxLength,
    defaultValue: initial == null ? undefined : String(initial),
  });
}
