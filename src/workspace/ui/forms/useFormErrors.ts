import { useCallback, useState } from 'react';
import { failureIssuesOf, type FieldOfPath } from '@/src/domain/forms/form-issues';

export interface FormErrorsOptions {
  /** Which form field a server issue's path is about (default: the dotted path, `emails.0.address`). */
  fieldOf?: FieldOfPath;
  /** The fields the form shows; an issue about another goes to the error area. */
  fields?: readonly string[];
  /** A one-input form: every refusal is about that input. */
  onlyField?: string;
}

interface State {
  fields: Record<string, string>;
  rest: string[];
  failed: boolean;
}

const CLEAN: State = { fields: {}, rest: [], failed: false };

/**
 * A form's errors, shaped as Mantine's form errors (`errorOf(name)` for an input's `error` prop,
 * `clearFieldError`): `showFailure(error)` puts a refused save's issues on the fields
 * they name and the rest in the form's error area (`FormErrorAlert`). The form keeps its values.
 */
export function useFormErrors(options: FormErrorsOptions = {}) {
  const { fieldOf, fields, onlyField } = options;
  const [state, setState] = useState<State>(CLEAN);
  /** Shows a refused save (or any failure: a 5xx marks nothing, and the error area says nothing was saved). */
  const showFailure = (error: unknown) => {
    const hasField = fields ? (name: string) => fields.includes(name) : undefined;
    const sorted = failureIssuesOf(error, { ...(fieldOf ? { fieldOf } : {}), ...(hasField ? { hasField } : {}), ...(onlyField ? { onlyField } : {}) });
    setState({ ...sorted, failed: true });
  };
  /** The form's own checks before saving: these fields' errors replace the marks (nothing is sent when any). */
  const setFieldErrors = useCallback((errors: Record<string, string>) => setState({ fields: errors, rest: [], failed: false }), []);
  /** The user changed the field: its mark goes. */
  const clearFieldError = useCallback(
    (name: string) =>
      setState((s) => {
        if (!(name in s.fields)) return s;
        const { [name]: _gone, ...others } = s.fields;
        return { ...s, fields: others };
      }),
    [],
  );
  const reset = useCallback(() => setState(CLEAN), []);

  return {
    /** Errors by field name. */
    errorOf: (name: string): string | undefined => state.fields[name],
    /** What no field shows: the form's error area lists it. */
    rest: state.rest,
    /** The last save was refused (until `reset`). */
    failed: state.failed,
    hasFieldErrors: Object.keys(state.fields).length > 0,
    showFailure,
    setFieldErrors,
    clearFieldError,
    reset,
  };
}

export type FormErrors = ReturnType<typeof useFormErrors>;
