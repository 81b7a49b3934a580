import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

/** The email body editor (tiptap). `content` replaces the body when it changes (a template chosen). */
export function RichTextEditor({ content, onChange, onReady }: { content: string; onChange: (html: string) => void; onReady?: (editor: Editor) => void }) {
  const editor = useEditor({
    extensions: [StarterKit],
    content,
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
    editorProps: { attributes: { 'data-testid': 'email-body', 'aria-label': 'Message body', style: 'min-height: 160px; outline: none' } },
  });
  useEffect(() => {
    // A destroyed editor (its dialog closing) has no schema left: getHTML would throw.
    if (!editor || editor.isDestroyed) return;
    if (content !== editor.getHTML()) editor.commands.setContent(content, { emitUpdate: false });
  }, [editor, content]);
  useEffect(() => {
    if (editor && onReady) onReady(editor);
  }, [editor, onReady]);
  return (
    <div style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4, padding: 8, maxHeight: 250, overflowY: 'auto' }}>
      <EditorContent editor={editor} />
    </div>
  );
}
