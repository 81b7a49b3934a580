import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { InlineImage } from './inlineImageNode';

const imagesIn = (files: FileList | null | undefined) => [...(files ?? [])].filter((f) => f.type.startsWith('image/'));

/**
 * The email body editor (tiptap). `content` replaces the body when it changes (a template chosen).
 * Images pasted or dropped are uploaded by `onImageFile` and shown by the URL it gives.
 */
export function RichTextEditor({
  content,
  onChange,
  onReady,
  onImageFile,
}: {
  content: string;
  onChange: (html: string) => void;
  onReady?: (editor: Editor) => void;
  onImageFile?: (file: File) => Promise<string | null>;
}) {
  const upload = useRef(onImageFile);
  upload.current = onImageFile;
  const editorRef = useRef<Editor | null>(null);
  const insertImages = (files: File[], at?: number) => {
    for (const file of files) {
      void upload.current?.(file).then((src) => {
        const e = editorRef.current;
        if (!src || !e || e.isDestroyed) return;
        const chain = e.chain().focus();
        (at === undefined ? chain : chain.setTextSelection(at)).insertContent({ type: 'image', attrs: { src, alt: file.name } }).run();
      });
    }
  };
  const editor = useEditor({
    extensions: [StarterKit, InlineImage],
    content,
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
    editorProps: {
      attributes: { 'data-testid': 'email-body', 'aria-label': 'Message body', style: 'min-height: 160px; outline: none' },
      handlePaste: (_view, event) => {
        const files = imagesIn(event.clipboardData?.files);
        if (!files.length || !upload.current) return false;
        insertImages(files);
        return true;
      },
      handleDrop: (view, event) => {
        const files = imagesIn(event.dataTransfer?.files);
        if (!files.length || !upload.current) return false;
        insertImages(files, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos);
        return true;
      },
    },
  });
  editorRef.current = editor;
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
