import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

// The editor (tiptap and ProseMirror) is the heaviest part of the workspace: it loads when a composer opens.
const RichTextEditor = lazy(() => import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

export function LazyRichTextEditor(props: ComponentProps<typeof RichTextEditor>) {
  return (
    <Suspense fallback={<Skeleton h={250} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
