import { useCallback, useState } from 'react';
import { useForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { z } from 'zod';
import { hasFormPath } from './form-paths';
import { describeServerError } from './server-errors';

// Mantine's forms hold records; a type alias (not an interface) of the values satisfies it.
type FormValues = Record<string, unknown>;

export type ZodForm<Values extends FormValues, Body> = UseFormReturnType<
  Values,
  (values: Values) => Body
>;

export interface ZodFormOptions<Values extends FormValues, Body> extends Omit<
  UseFormInput<Values, (values: Values) => Body>,
  'validate' | 'transformValues'
> {
  initialValues: Values;
  /** The request body from checked values; by default the schema's own parse (trims, defaults). */
  toBody?: (values: Values) => Body;
}

export interface ZodFormResult<Values extends FormValues, Body> {
  form: ZodForm<Values, Body>;
  /** The server's refusal no field can show, for above the buttons; null when there is none. */
  failure: string | null;
  /** Puts a refusal on the form: issues under their fields, the rest in `failure`. */
  showServerError: (error: unknown) => void;
}

/**
 * The one form pattern: a Mantine form checked with the same `domain` schema the server checks
 * the request with, submitting what the schema makes of the values. A refusal from the server
 * lands under the fields named by its `details.issues`, the rest above the buttons; it goes once
 * the person changes the form, as it was about what was sent.
 */
export function useZodForm<Values extends FormValues, Body>(
  schema: z.ZodType<Body>,
  { toBody, onValuesChange, ...options }: ZodFormOptions<Values, Body>,
): ZodFormResult<Values, Body> {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, (values: Values) => Body>({
    ...options,
    validate: zod4Resolver(schema),
    transformValues: toBody ?? ((values) => schema.parse(values)),
    onValuesChange: (values, previous) => {
      setFailure(null);
      onValuesChange?.(values, previous);
    },
  });
  const { getValues, setErrors } = form;
  const showServerError = useCallback(
    (error: unknown) => setFailure(applyServerErrors({ getValues, setErrors }, error)),
    [getValues, setErrors],
  );
  return { form, failure, showServerError };
}

/** The parts of a Mantine form a refusal is written to. */
interface ErrorTarget {
  getValues: () => unknown;
  setErrors: UseFormReturnType<FormValues>['setErrors'];
}

/**
 * Writes a refusal onto a form: each issue of `details.issues` under the field its path names;
 * returns what no field shows (for above the buttons), or null. For forms not built with
 * `useZodForm`.
 */
export function applyServerErrors(form: ErrorTarget, error: unknown): string | null {
  const values = form.getValues();
  const { fields, message } = describeServerError(error, (path) => hasFormPath(values, path));
  if (Object.keys(fields).length > 0) form.setErrors((current) => ({ ...current, ...fields }));
  return message;
}
