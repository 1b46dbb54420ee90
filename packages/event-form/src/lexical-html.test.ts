import { createEditor, type LexicalEditor } from 'lexical';
import { EDITOR_NODES, $setEditorHtml, readEditorHtml } from './lexical-html';
import { normalizeDescriptionHtml } from './description-html';

function headlessEditor(): LexicalEditor {
  return createEditor({
    namespace: 'test',
    nodes: EDITOR_NODES,
    onError: (error) => {
      throw error;
    },
  });
}

function roundTrip(html: string): string {
  const editor = headlessEditor();
  editor.update(() => $setEditorHtml(editor, html), { discrete: true });
  return readEditorHtml(editor);
}

describe('normalizeDescriptionHtml (SPEC §5: empty editor content is sent as "")', () => {
  it.each([
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['<p><br></p>', ''],
    ['<p class="x"></p>', ''],
    ['<p>   </p><ul><li></li></ul>', ''],
    ['<p>&nbsp;</p>', ''],
  ])('%p → ""', (input, expected) => {
    expect(normalizeDescriptionHtml(input)).toBe(expected);
  });

  it('keeps HTML that has visible text', () => {
    expect(normalizeDescriptionHtml('<p><b>Choque</b> en km 450</p>')).toBe('<p><b>Choque</b> en km 450</p>');
  });
});

describe('Lexical HTML helpers', () => {
  it('an empty editor exports ""', () => {
    const editor = headlessEditor();
    editor.update(() => $setEditorHtml(editor, ''), { discrete: true });
    expect(readEditorHtml(editor)).toBe('');
  });

  it('keeps bold, italic, underline and both list kinds', () => {
    const html = roundTrip('<p><b>Choque</b> <i>leve</i> <u>sin</u> heridos</p><ul><li>Uno</li></ul><ol><li>Primero</li></ol>');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.body.textContent).toContain('Choque');
    expect(doc.querySelector('b, strong')?.textContent).toBe('Choque');
    expect(doc.querySelector('i, em')?.textContent).toBe('leve');
    expect(html).toMatch(/text-decoration: underline|<u>/);
    expect(doc.querySelector('ul li')?.textContent).toBe('Uno');
    expect(doc.querySelector('ol li')?.textContent).toBe('Primero');
  });

  it('wraps plain text in a paragraph', () => {
    const doc = new DOMParser().parseFromString(roundTrip('texto suelto'), 'text/html');
    expect(doc.querySelector('p')?.textContent).toBe('texto suelto');
  });
});
