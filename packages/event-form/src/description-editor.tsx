// The rich-text description (Lexical). Loaded with React.lazy by description-field.tsx.
import { useEffect, useState, type Ref } from 'react';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListNode, REMOVE_LIST_COMMAND } from '@lexical/list';
import { $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
import {
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  SELECTION_CHANGE_COMMAND,
  type LexicalEditor,
  type TextFormatType,
} from 'lexical';
import { Box, HStack, IconButton } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { EDITOR_NODES, $setEditorHtml, readEditorHtml } from './lexical-html';

export interface DescriptionEditorProps {
  /** id of the editable element. */
  id: string;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Read once on mount; remount (key) to load other content. */
  initialHtml: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Receives the editable element, so the form can move focus to it. */
  inputRef?: Ref<HTMLDivElement>;
}

const THEME = {
  paragraph: 'vigia-editor-paragraph',
  text: {
    bold: 'vigia-editor-bold',
    italic: 'vigia-editor-italic',
    underline: 'vigia-editor-underline',
  },
  list: { ul: 'vigia-editor-ul', ol: 'vigia-editor-ol', listitem: 'vigia-editor-li' },
};

type ListKind = 'bullet' | 'number' | null;

interface ToolbarState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  list: ListKind;
}

const NO_FORMAT: ToolbarState = { bold: false, italic: false, underline: false, list: null };

/** The toolbar's buttons, in order: the inline formats (each drawn in itself), then the lists. */
const FORMAT_GLYPHS = { bold: <b>B</b>, italic: <i>I</i>, underline: <u>U</u> } as const;
const LIST_BUTTONS = {
  bullet: { label: 'editor.bulletList', glyph: '•' },
  number: {
    label: 'editor.numberedList',
    // An icon, not the text "1.": visible text must be part of the name (WCAG 2.5.3).
    glyph: (
      <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" focusable="false">
        <path d="M2 17h2v.5H3v1h1v.5H2v1h3v-4H2v1zm1-9h1V4H2v1h1v3zm-1 3h1.8L2 13.1v.9h3v-1H3.2L5 10.9V10H2v1zm5-6v2h14V5H7zm0 14h14v-2H7v2zm0-6h14v-2H7v2z" />
      </svg>
    ),
  },
} as const;

function readToolbarState(): ToolbarState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return NO_FORMAT;
  const list = $getNearestNodeOfType(selection.anchor.getNode(), ListNode);
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    underline: selection.hasFormat('underline'),
    list: list ? (list.getListType() === 'number' ? 'number' : 'bullet') : null,
  };
}

function Toolbar({ controls, disabled }: { controls: string; disabled?: boolean }) {
  const { t } = useTranslation('eventForm');
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<ToolbarState>(NO_FORMAT);

  useEffect(() => {
    const refresh = () => editor.getEditorState().read(() => setState(readToolbarState()));
    return mergeRegister(
      editor.registerUpdateListener(({ editorState }) => editorState.read(() => setState(readToolbarState()))),
      editor.registerCommand(
        SELECTION_CHANGE_COMMAND,
        () => {
          refresh();
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
    );
  }, [editor]);

  const format = (kind: TextFormatType) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, kind);
  const toggleList = (kind: Exclude<ListKind, null>) => {
    if (state.list === kind) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else editor.dispatchCommand(kind === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
  };

  const buttons = [
    ...(Object.keys(FORMAT_GLYPHS) as (keyof typeof FORMAT_GLYPHS)[]).map((kind) => ({
      key: kind,
      label: t(`editor.${kind}`),
      pressed: state[kind],
      onClick: () => format(kind),
      glyph: FORMAT_GLYPHS[kind],
    })),
    ...(Object.keys(LIST_BUTTONS) as Exclude<ListKind, null>[]).map((kind) => ({
      key: kind,
      label: t(LIST_BUTTONS[kind].label),
      pressed: state.list === kind,
      onClick: () => toggleList(kind),
      glyph: LIST_BUTTONS[kind].glyph,
    })),
  ];

  return (
    <HStack
      role="toolbar"
      aria-label={t('editor.toolbar')}
      aria-controls={controls}
      gap="1"
      p="1"
      borderBottomWidth="1px"
      borderColor="border"
    >
      {buttons.map((b) => (
        <IconButton
          key={b.key}
          type="button"
          size="sm"
          variant={b.pressed ? 'subtle' : 'ghost'}
          aria-label={b.label}
          title={b.label}
          aria-pressed={b.pressed}
          disabled={disabled}
          // Keep the text selection: the click must not move focus out of the editor first.
          onMouseDown={(e) => e.preventDefault()}
          onClick={b.onClick}
        >
          {/* The glyph is decoration: the name is the label (axe: label-content-name-mismatch). */}
          <span aria-hidden="true">{b.glyph}</span>
        </IconButton>
      ))}
    </HStack>
  );
}

/** Follows the form's disabled state (a closed event) after mount. */
function EditablePlugin({ editable }: { editable: boolean }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => editor.setEditable(editable), [editor, editable]);
  return null;
}

export default function DescriptionEditor({
  id,
  labelId,
  describedBy,
  invalid,
  required,
  disabled,
  initialHtml,
  onChange,
  onBlur,
  inputRef,
}: DescriptionEditorProps) {
  const initialConfig: InitialConfigType = {
    namespace: 'vigia-description',
    nodes: EDITOR_NODES,
    theme: THEME,
    editable: !disabled,
    editorState: (editor: LexicalEditor) => $setEditorHtml(editor, initialHtml),
    onError: (error) => {
      throw error;
    },
  };

  return (
    <LexicalComposer initialConfig={initialConfig}>
      <Box
        w="full"
        borderWidth="1px"
        borderRadius="l2"
        borderColor={invalid ? 'border.error' : 'border'}
        opacity={disabled ? 0.6 : 1}
        _focusWithin={{
          outline: '2px solid',
          outlineColor: invalid ? 'border.error' : 'colorPalette.focusRing',
          outlineOffset: '0',
        }}
        css={{
          '& .vigia-editor-bold': { fontWeight: 'bold' },
          '& .vigia-editor-italic': { fontStyle: 'italic' },
          '& .vigia-editor-underline': { textDecoration: 'underline' },
          '& .vigia-editor-ul': { listStyleType: 'disc', paddingInlineStart: '6' },
          '& .vigia-editor-ol': { listStyleType: 'decimal', paddingInlineStart: '6' },
          '& .vigia-editor-paragraph': { margin: '0 0 0.5em' },
        }}
      >
        <Toolbar controls={id} disabled={disabled} />
        <Box position="relative" px="3" py="2">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                id={id}
                ref={inputRef}
                aria-labelledby={labelId}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                aria-required={required || undefined}
                aria-multiline
                aria-disabled={disabled || undefined}
                onBlur={onBlur}
                style={{ minHeight: '120px', outline: 'none' }}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </Box>
      </Box>
      <HistoryPlugin />
      <ListPlugin />
      <EditablePlugin editable={!disabled} />
      <OnChangePlugin ignoreSelectionChange onChange={(_state, editor) => onChange(readEditorHtml(editor))} />
    </LexicalComposer>
  );
}
