// jsdom stand-in for the lazy Lexical editor (contenteditable and selection APIs are incomplete in
// jsdom). Same props contract; the Lexical HTML helpers are tested on their own in lexical-html.test.ts.
import type { DescriptionEditorProps } from '../description-editor';
import { normalizeDescriptionHtml } from '../description-html';

export default function MockDescriptionEditor(props: DescriptionEditorProps) {
  const { id, labelId, describedBy, invalid, disabled, initialHtml, onChange, onBlur, inputRef } = props;
  return (
    <textarea
      id={id}
      data-testid="description-editor"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      disabled={disabled}
      defaultValue={initialHtml}
      ref={inputRef as never}
      onBlur={onBlur}
      onChange={(e) => onChange(normalizeDescriptionHtml(e.target.value ? `<p>${e.target.value}</p>` : ''))}
    />
  );
}
