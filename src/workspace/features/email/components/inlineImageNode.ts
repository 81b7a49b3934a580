import { mergeAttributes, Node } from '@tiptap/core';

/**
 * An image in the email body (tiptap has none in its starter kit). Its src is the server's inline
 * image URL; the server sends it as a CID attachment.
 */
export const InlineImage = Node.create({
  name: 'image',
  inline: true,
  group: 'inline',
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: '' }, width: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes({ style: 'max-width: 100%' }, HTMLAttributes)];
  },
});
