import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Every HTML body the product shows passes DOMPurify first: scripts and event handlers never run. */
export function SafeHtml({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
