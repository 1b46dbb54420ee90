// HTML in and out of the Lexical editor. Only the lazily loaded editor imports this module, so
// Lexical stays out of the form's first paint.
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $createParagraphNode, $getRoot, $isDecoratorNode, $isElementNode, type LexicalEditor } from 'lexical';
import { normalizeDescriptionHtml } from './description-html';

/** Node types the description may contain (pasted headings and quotes are kept, not lost). */
export const EDITOR_NODES = [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode];

/** Replace the content with `html`; call inside `editor.update()` or as `initialConfig.editorState`. */
export function $setEditorHtml(editor: LexicalEditor, html: string): void {
  const root = $getRoot();
  root.clear();
  if (html.trim()) {
    const dom = new DOMParser().parseFromString(html, 'text/html');
    // The root only takes block nodes: wrap stray inline nodes in a paragraph.
    let paragraph: ReturnType<typeof $createParagraphNode> | null = null;
    for (const node of $generateNodesFromDOM(editor, dom)) {
      if ($isElementNode(node) || $isDecoratorNode(node)) {
        paragraph = null;
        root.append(node);
      } else {
        if (!paragraph) {
          paragraph = $createParagraphNode();
          root.append(paragraph);
        }
        paragraph.append(node);
      }
    }
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}

/** The editor's content as HTML, or "" when it has no visible text. */
export function readEditorHtml(editor: LexicalEditor): string {
  return normalizeDescriptionHtml(editor.getEditorState().read(() => $generateHtmlFromNodes(editor, null)));
}
