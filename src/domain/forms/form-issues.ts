import { ApiCallError } from '../../contract/api-call-error';
import type { ValidationIssue } from '../../contract/envelope';

/**
 * A refused save, sorted for a form: the messages that belong to one of its fields, and the rest for
 * the form's error area. A field shows the first issue about it.
 */
export interface FormIssues {
  fields: Record<string, string>;
  rest: string[];
}

/** Which of the form's fields an issue's path is about (null: none of them). */
export type FieldOfPath = (path: ValidationIssue['path']) => string | null;

/** The path as Mantine names nested fields: `emails.0.address`; the request as a whole is no field. */
export const dottedPath: FieldOfPath = (path) => (path.length ? path.join('.') : null);

/**
 * A form whose fields carry other names than the body's keys maps them here: `{ 'emails.0.address':
 * 'email' }`; a prefix names a subtree (`'otherFields.': ''` turns `otherFields.Rating__c` into `Rating__c`).
 */
export function renamedPath(names: Readonly<Record<string, string>>, fallback: FieldOfPath = dottedPath): FieldOfPath {
  return (path) => {
    const dotted = path.join('.');
    if (dotted in names) return names[dotted] ?? null;
    for (const [from, to] of Object.entries(names)) if (from.endsWith('.') && dotted.startsWith(from)) return to + dotted.slice(from.length);
    return fallback(path);
  };
}

const described = (issue: ValidationIssue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message);

/**
 * Sorts issues onto the form's fields. `hasField` says which names the form shows: an issue about a
 * field it does not show goes to the rest, named by its path, so nothing the server said is lost.
 */
export function formIssuesOf(issues: readonly ValidationIssue[], fieldOf: FieldOfPath = dottedPath, hasField: (name: string) => boolean = () => true): FormIssues {
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field !== null && hasField(field)) fields[field] ??= issue.message;
    else if (!rest.includes(described(issue))) rest.push(described(issue));
  }
  return { fields, rest };
}

/**
 * Any failed save, sorted for a form: a validation 400 by its issues; another refusal (4xx with the
 * server's words, e.g. 'Unknown account') on `onlyField` when the form has one input, else in the rest;
 * no answer or a 5xx says nothing here (the form's own title says the save failed).
 */
export function failureIssuesOf(error: unknown, options: { fieldOf?: FieldOfPath; hasField?: (name: string) => boolean; onlyField?: string } = {}): FormIssues {
  if (!(error instanceof ApiCallError) || error.status === 0 || error.silent) return { fields: {}, rest: [] };
  if (error.issues.length) {
    const sorted = formIssuesOf(error.issues, options.fieldOf, options.hasField);
    if (!options.onlyField) return sorted;
    // One input: whatever the path, the issue is about what was typed in it.
    return { fields: { [options.onlyField]: error.issues[0]?.message ?? error.message }, rest: [] };
  }
  return options.onlyField ? { fields: { [options.onlyField]: error.message }, rest: [] } : { fields: {}, rest: [error.message] };
}
