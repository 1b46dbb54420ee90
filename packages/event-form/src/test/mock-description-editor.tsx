// jsdom stand-in for the lazy Lexical editor (contenteditable and selection APIs are incomplete in
// jsdom). Same props contract; the Lexical HTML helpers are tested on their own in lexical-html.test.ts.
import type { DescriptionEditorProps } from '../description-editor';
import { normalizeDescriptionHtml } from '../description-html';

export default function MockDescriptionEditor(props: DescriptionEditorProps) {
  return (
    <textarea
      id={props.id}
      data-testid="description-editor"
      aria-labelledby={props.labelId}
      aria-describedby={props.describedBy}
      aria-invalid={props.invalid || undefined}
      disabled={props.disabled}
      defaultValue={props.initialHtml}
      ref={props.inputRef as never}
      onBlur={props.onBlur}
      onChange={(e) => props.onChange(normalizeDescriptionHtml(e.target.value ? `<p>${e.target.value}</p>` : ''))}
    />
  );
}
