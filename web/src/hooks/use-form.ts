import type { FormEvent } from 'react';
import { useState } from 'react';
import type { z } from 'zod';

/** Messages per field; a field without messages is fine. */
export type FieldErrors<Name extends string> = Partial<Record<Name, string[]>>;

/** What a form needs to know: its fields' first values, how to check them, and which fields check as you type. */
export interface FormOptions<Name extends string> {
  initial: Record<Name, string>;
  validate: (values: Record<NoInfer<Name>, string>) => FieldErrors<NoInfer<Name>>;
  /** Fields whose messages show as soon as they hold something (password rules), not only after blur. */
  live?: readonly NoInfer<Name>[];
  /** What is not finished yet though no rule fails (a confirm field still being typed): it keeps Submit off and shows only beside it, never under the field. */
  unfinished?: (values: Record<NoInfer<Name>, string>) => FieldErrors<NoInfer<Name>>;
  /** The fields' labels, for saying beside a Submit that is off what is still needed. */
  labels?: Record<NoInfer<Name>, string>;
}

/** The props a TextField takes from a form. */
export interface BoundField {
  value: string;
  errors: string[];
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A form's values and which messages to show. */
export interface Form<Name extends string> {
  values: Record<Name, string>;
  /** Whether every field passes (the submit button is enabled only then). */
  valid: boolean;
  /** While it is not valid, each field still needed (by its label), to be filled in or checked. */
  missing: NeededField[];
  field: (name: Name) => BoundField;
  /** Shows every field's messages (on a submit attempt). */
  showAllErrors: () => void;
  setValue: (name: Name, value: string) => void;
  reset: (values?: Partial<Record<Name, string>>) => void;
}

/** A field a Submit that is off still waits for: its label, and whether it holds something to check or nothing yet. */
export interface NeededField {
  label: string;
  filled: boolean;
}

/** Each field, in the form's order, that fails a rule or is not finished. */
export function failingFields<Name extends string>(
  values: Record<Name, string>,
  errors: FieldErrors<Name>,
  unfinished: FieldErrors<Name>,
): Name[] {
  const fails = (list: string[] | undefined) => list !== undefined && list.length > 0;
  return (Object.keys(values) as Name[]).filter((name) => fails(errors[name]) || fails(unfinished[name]));
}

/** The failing fields as a Submit that is off names them: by label, filled or not. */
export function stillNeeded<Name extends string>(
  values: Record<Name, string>,
  failing: Name[],
  labels: Record<Name, string>,
): NeededField[] {
  return failing.map((name) => ({ label: labels[name], filled: values[name].trim() !== '' }));
}

/**
 * Form state with the sign-in forms' rules (spec §5): a field's messages show once it has been
 * left (blur) or a submit was attempted, and clear when it is edited; live fields show them while typing.
 */
export function useForm<Name extends string>(options: FormOptions<Name>): Form<Name> {
  const [values, setValues] = useState(options.initial);
  const [shown, setShown] = useState<ReadonlySet<Name>>(new Set());
  const errors = options.validate(values);
  const failing = failingFields(values, errors, options.unfinished?.(values) ?? {});
  const valid = failing.length === 0;
  const missing = options.labels ? stillNeeded(values, failing, options.labels) : [];

  const setValue = (name: Name, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setShown((previous) => {
      if (!previous.has(name)) return previous;
      const next = new Set(previous);
      next.delete(name);
      return next;
    });
  };
  const field = (name: Name): BoundField => {
    const visible = shown.has(name) || (options.live?.includes(name) === true && values[name] !== '');
    return {
      value: values[name],
      errors: visible ? (errors[name] ?? []) : [],
      onChange: (value) => setValue(name, value),
      onBlur: () => setShown((previous) => (previous.has(name) ? previous : new Set(previous).add(name))),
    };
  };
  return {
    values,
    valid,
    missing,
    field,
    showAllErrors: () => setShown(new Set(Object.keys(values) as Name[])),
    setValue,
    reset: (next = {}) => {
      setValues({ ...options.initial, ...next });
      setShown(new Set());
    },
  };
}

/** A form's submit handler: shows every field's error, then runs the write if the form is valid and it is not already under way. */
export function submitHandler(
  form: { valid: boolean; showAllErrors: () => void },
  write: { pending: boolean; run: () => unknown },
) {
  return (event: FormEvent) => {
    event.preventDefault();
    form.showAllErrors();
    if (form.valid && !write.pending) void write.run();
  };
}

/** A field's messages by the server's schema for it (spec §5): only the first failing check's, so an empty field says it is required, not also that it is invalid. */
export function schemaErrors(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.slice(0, 1).map((issue) => issue.message);
}

/** Every field's messages by an object schema (the server's), each field checked by its own part of it; values without a part pass. */
export function schemaFieldErrors<Name extends string>(
  schema: z.ZodObject,
  values: Record<Name, unknown>,
): FieldErrors<Name> {
  const shape: Record<string, z.ZodType> = schema.shape;
  const entries = Object.entries(values).map(([name, value]) => [
    name,
    shape[name] ? schemaErrors(shape[name], value) : [],
  ]);
  return Object.fromEntries(entries) as FieldErrors<Name>;
}
