// The description travels as the editor's HTML; an editor with no visible text is "" (SPEC §5).
import { htmlTextContent } from '@vigia/domain/html-text';

export function normalizeDescriptionHtml(html: string | null | undefined): string {
  if (!html) return '';
  return htmlTextContent(html).trim() === '' ? '' : html;
}
