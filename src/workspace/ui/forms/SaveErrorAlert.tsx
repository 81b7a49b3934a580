import { failureIssuesOf } from '@/src/domain/forms/form-issues';
import { FormErrorAlert } from './FormErrorAlert';

/**
 * A save's failure where the form marks no field itself: the form's title and what the server said
 * (each issue named by its field), or that nothing was saved.
 */
export function SaveErrorAlert({ error, title, testId, mt }: { error: unknown; title: string; testId?: string; mt?: 'xs' | 'sm' | 'md' }) {
  if (error === null || error === undefined) return null;
  const { rest } = failureIssuesOf(error, { hasField: () => false });
  return (
    <div style={mt ? { marginTop: `var(--mantine-spacing-${mt})` } : undefined}>
      <FormErrorAlert form={{ failed: true, rest, hasFieldErrors: false }} title={title} {...(testId ? { testId } : {})} />
    </div>
  );
}
