// The CSV import both reference tables share (km posts, issue 24; SOS posts, issue 39): a file is
// checked here by the parser the server runs (line-numbered errors, nothing sent), previewed, and
// imported whole after a confirmation, naming the table it was previewed against (If-Match). If
// another admin imported meanwhile, the server answers 412 with the table now in use: it becomes
// the new base and the chosen file stays for a second look. Texts: `<texts>.*` of `settings`.
import { useId, useRef, useState, type ChangeEvent, type Key, type ReactNode } from 'react';
import { isApiError } from '@vigia/api-client';
import { useQueryClient, type QueryKey } from '@vigia/api-client/query';
import { Box, Button, FormField, HStack, Stack, Text, chakra, notify } from '@vigia/design-system';
import { ResponsiveList, type ListColumn } from '@vigia/design-system/controls';
import { ConfirmDialog } from '@vigia/design-system/overlays';
import { useTranslation } from '@vigia/i18n';

/** How many rows the preview lists before "y N más". */
const PREVIEW_ROWS = 8;

export type CsvParse<Row> = { ok: true; posts: Row[] } | { ok: false; errors: { line: number | null; message: string }[] };

type Chosen<Row> =
  | { status: 'none' }
  | { status: 'refused'; fileName: string; errors: { line: number | null; message: string }[] }
  | { status: 'ready'; fileName: string; csv: string; posts: Row[] };

/** A table as the server answers it: its version is the ETag an import names. */
export interface VersionedTable {
  version: number;
  posts: readonly unknown[];
}

export interface CsvImportProps<Row, Table extends VersionedTable> {
  /** The section's texts in the `settings` namespace (the same keys for every table). */
  texts: 'kmPosts' | 'sosPosts';
  maxBytes: number;
  parse: (csv: string) => CsvParse<Row>;
  /** The table in use, the import's base (null while it loads). */
  base: Table | null;
  queryKey: QueryKey;
  refresh: () => void;
  send: (csv: string, version: number) => Promise<Table>;
  /** What the preview shows of the file's rows. */
  columns: ListColumn<Row>[];
  card: (row: Row) => ReactNode;
  rowKey: (row: Row) => Key;
  /** A summary above the preview's rows (e.g. the km range per carriageway). */
  summary?: (rows: Row[]) => ReactNode;
}

const isTable = (value: unknown): value is VersionedTable =>
  typeof value === 'object' && value !== null && 'posts' in value && 'version' in value && Array.isArray(value.posts);

export function CsvImport<Row, Table extends VersionedTable>(props: CsvImportProps<Row, Table>) {
  const { texts, maxBytes, parse, base, queryKey, refresh, send } = props;
  const { t } = useTranslation('settings');
  const client = useQueryClient();
  const [chosen, setChosen] = useState<Chosen<Row>>({ status: 'none' });
  const [confirming, setConfirming] = useState(false);
  /** Another admin imported while this one prepared theirs (the last import answered 412). */
  const [overtaken, setOvertaken] = useState(false);
  const uid = useId();
  const fileRef = useRef<HTMLInputElement>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setOvertaken(false);
    // Kept as `chosen`: the same file may be chosen again after a fix (a change event each time).
    event.target.value = '';
    if (!file) return setChosen({ status: 'none' });
    // Size first: a wrong file (a photo, a whole database) is refused before it is read.
    if (file.size > maxBytes) {
      const message = t(`${texts}.tooLarge`, { size: maxBytes / 1024 });
      return setChosen({ status: 'refused', fileName: file.name, errors: [{ line: null, message }] });
    }
    const csv = await file.text();
    const parsed = parse(csv);
    setChosen(
      parsed.ok
        ? { status: 'ready', fileName: file.name, csv, posts: parsed.posts }
        : { status: 'refused', fileName: file.name, errors: parsed.errors },
    );
  };

  const importFile = async (ready: Extract<Chosen<Row>, { status: 'ready' }>, version: number) => {
    try {
      const table = await send(ready.csv, version);
      client.setQueryData(queryKey, table);
      refresh();
      setChosen({ status: 'none' });
      setOvertaken(false);
      notify.success(t(`${texts}.imported`, { count: table.posts.length }));
    } catch (error) {
      if (isApiError(error) && error.status === 412) {
        // The 412 carries the table in use: it becomes the base (the browser may hold an older copy
        // of GET for a few minutes); the chosen file and its preview stay for a second look.
        if (isTable(error.payload)) client.setQueryData(queryKey, error.payload);
        else refresh();
        setOvertaken(true);
        return;
      }
      // The server's reasons (line-numbered, the same parser) replace the preview: nothing changed.
      const errors = isApiError(error) ? error.errors.map((e) => ({ line: null, message: e.message })) : [];
      setChosen({ status: 'refused', fileName: ready.fileName, errors });
      if (errors.length === 0) notify.error(t(`${texts}.importFailed`));
      throw error;
    }
  };

  return (
    <>
      <chakra.form onSubmit={(e) => e.preventDefault()} aria-label={t(`${texts}.formLabel`)} borderWidth="1px" borderRadius="md" p="4">
        <Stack gap="3">
          <FormField id={`${uid}-csv`} label={t(`${texts}.file`)} helperText={t(`${texts}.fileHelp`)}>
            {(p) => (
              <>
                {/* The browser's own control says "Choose File" in its language: our button opens it (issue 37). */}
                <input {...p} ref={fileRef} id={`${uid}-csv`} type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} hidden />
                <HStack gap="3" wrap="wrap">
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => fileRef.current?.click()}
                    // Named "Elegir archivo"; the field's label and hints describe it (the label names the input).
                    aria-describedby={[`field::${uid}-csv::label`, p['aria-describedby']].filter(Boolean).join(' ')}
                  >
                    {t(`${texts}.choose`)}
                  </Button>
                  <Text fontSize="sm" color="fg.muted">
                    {chosen.status === 'none' ? t(`${texts}.none`) : chosen.fileName}
                  </Text>
                </HStack>
              </>
            )}
          </FormField>
          {chosen.status === 'refused' ? (
            <Box role="alert" borderWidth="1px" borderColor="border.error" borderRadius="md" p="3">
              <Text fontWeight="semibold">{t(`${texts}.refused`, { file: chosen.fileName })}</Text>
              <chakra.ul aria-label={t(`${texts}.errors`)} ps="5" mt="2">
                {chosen.errors.map((e, i) => (
                  <li key={i}>{e.message}</li>
                ))}
              </chakra.ul>
            </Box>
          ) : null}
          {overtaken && chosen.status === 'ready' ? (
            <Box role="alert" borderWidth="1px" borderColor="border.warning" borderRadius="md" p="3">
              <Text>{t(`${texts}.overtaken`, { file: chosen.fileName })}</Text>
            </Box>
          ) : null}
          {chosen.status === 'ready' ? <Preview {...props} ready={chosen} onImport={base ? () => setConfirming(true) : null} /> : null}
        </Stack>
      </chakra.form>

      {chosen.status === 'ready' && base ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t(`${texts}.confirm.title`)}
          description={t(`${texts}.confirm.description`, { count: chosen.posts.length, current: base.posts.length })}
          confirmLabel={t(`${texts}.confirm.confirm`)}
          cancelLabel={t('common:cancel')}
          destructive
          onConfirm={() => importFile(chosen, base.version)}
        />
      ) : null}
    </>
  );
}

function Preview<Row, Table extends VersionedTable>({
  texts,
  columns,
  card,
  rowKey,
  summary,
  ready,
  onImport,
}: CsvImportProps<Row, Table> & {
  ready: Extract<Chosen<Row>, { status: 'ready' }>;
  /** Null while the table in use (the import's base) is not loaded. */
  onImport: (() => void) | null;
}) {
  const { t } = useTranslation('settings');
  const shown = ready.posts.slice(0, PREVIEW_ROWS);
  const more = ready.posts.length - shown.length;
  return (
    <Stack gap="3" role="group" aria-label={t(`${texts}.preview`)}>
      <Text fontWeight="semibold">{t(`${texts}.ready`, { file: ready.fileName, count: ready.posts.length })}</Text>
      {summary?.(ready.posts)}
      <ResponsiveList label={t(`${texts}.preview`)} rows={shown} rowKey={rowKey} columns={columns} card={card} />
      {more > 0 ? <Text color="fg.muted">{t(`${texts}.more`, { count: more })}</Text> : null}
      <Box>
        <Button onClick={onImport ?? undefined} disabled={!onImport}>
          {t(`${texts}.import`, { count: ready.posts.length })}
        </Button>
      </Box>
    </Stack>
  );
}
