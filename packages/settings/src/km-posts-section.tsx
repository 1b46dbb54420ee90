import { useId, useRef, useState, type ChangeEvent } from 'react';
import { importKmPosts, isApiError } from '@vigia/api-client';
import { locationReferenceQueryOptions, useQueryClient } from '@vigia/api-client/query';
import type { KmReferenceTable } from '@vigia/domain';
import { KM_CSV_MAX_BYTES, parseKmPostsCsv, type KmPost } from '@vigia/domain/location';
import { Box, Button, FormField, HStack, Stack, Text, chakra, notify } from '@vigia/design-system';
import { LoadedList, ResponsiveList } from '@vigia/design-system/controls';
import { ConfirmDialog } from '@vigia/design-system/overlays';
import { formatDateTime, formatKm, listLabels, useTranslation } from '@vigia/i18n';
import { useSettingsQuery } from './settings-list';

/** How many posts the preview lists before "y N más". */
const PREVIEW_ROWS = 8;

type Chosen =
  | { status: 'none' }
  | { status: 'refused'; fileName: string; errors: { line: number | null; message: string }[] }
  | { status: 'ready'; fileName: string; csv: string; posts: KmPost[] };

/**
 * "Postes kilométricos": the table the report form and the server turn a position into a km with.
 * A CSV is checked here by the same parser the server runs (line-numbered errors, nothing sent),
 * previewed, and imported whole after a confirmation; the server refuses it whole too. The import
 * names the table it was previewed against (If-Match): if another admin imported meanwhile, the
 * server refuses it (412) with the table now in use, which becomes the new base; the file stays.
 */
export function KmPostsSection() {
  const { t, i18n } = useTranslation('settings');
  const client = useQueryClient();
  const { state, refresh } = useSettingsQuery(locationReferenceQueryOptions());
  const [chosen, setChosen] = useState<Chosen>({ status: 'none' });
  const [confirming, setConfirming] = useState(false);
  /** Another admin imported while this one prepared theirs (the last import answered 412). */
  const [overtaken, setOvertaken] = useState(false);
  const base = state.status === 'ready' ? state.data : null;
  const km = (value: number) => formatKm(value, i18n.language);
  const uid = useId();
  const fileRef = useRef<HTMLInputElement>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setOvertaken(false);
    // Kept as `chosen`: the same file may be chosen again after a fix (a change event each time).
    event.target.value = '';
    if (!file) return setChosen({ status: 'none' });
    // Size first: a wrong file (a photo, a whole database) is refused before it is read.
    if (file.size > KM_CSV_MAX_BYTES) {
      const message = t('kmPosts.tooLarge', { size: KM_CSV_MAX_BYTES / 1024 });
      return setChosen({ status: 'refused', fileName: file.name, errors: [{ line: null, message }] });
    }
    const csv = await file.text();
    const parsed = parseKmPostsCsv(csv);
    setChosen(
      parsed.ok
        ? { status: 'ready', fileName: file.name, csv, posts: parsed.posts }
        : { status: 'refused', fileName: file.name, errors: parsed.errors },
    );
  };

  const send = async (ready: Extract<Chosen, { status: 'ready' }>, version: number) => {
    try {
      const table = await importKmPosts(ready.csv, version);
      client.setQueryData(locationReferenceQueryOptions().queryKey, table);
      refresh();
      setChosen({ status: 'none' });
      setOvertaken(false);
      notify.success(t('kmPosts.imported', { count: table.posts.length }));
    } catch (error) {
      if (isApiError(error) && error.status === 412) {
        // The 412 carries the table in use: it becomes the base (the browser may hold an older copy
        // of GET for a few minutes); the chosen file and its preview stay for a second look.
        if (isKmTable(error.payload)) client.setQueryData(locationReferenceQueryOptions().queryKey, error.payload);
        else refresh();
        setOvertaken(true);
        return;
      }
      // The server's reasons (line-numbered, the same parser) replace the preview: nothing changed.
      const errors = isApiError(error) ? error.errors.map((e) => ({ line: null, message: e.message })) : [];
      setChosen({ status: 'refused', fileName: ready.fileName, errors });
      if (errors.length === 0) notify.error(t('kmPosts.importFailed'));
      throw error;
    }
  };

  return (
    <Stack gap="4">
      <Text>{t('kmPosts.intro')}</Text>
      <LoadedList
        state={state.status === 'ready' ? { ...state, data: [state.data] } : state}
        onRetry={refresh}
        labels={listLabels(t, { error: t('kmPosts.loadError'), empty: t('kmPosts.empty') })}
      >
        {([table]) => <CurrentTable table={table!} when={(iso) => formatDateTime(iso, i18n.language)} km={km} />}
      </LoadedList>

      <chakra.form onSubmit={(e) => e.preventDefault()} aria-label={t('kmPosts.formLabel')} borderWidth="1px" borderRadius="md" p="4">
        <Stack gap="3">
          <FormField id={`${uid}-csv`} label={t('kmPosts.file')} helperText={t('kmPosts.fileHelp')}>
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
                    {t('kmPosts.choose')}
                  </Button>
                  <Text fontSize="sm" color="fg.muted">
                    {chosen.status === 'none' ? t('kmPosts.none') : chosen.fileName}
                  </Text>
                </HStack>
              </>
            )}
          </FormField>
          {chosen.status === 'refused' ? (
            <Box role="alert" borderWidth="1px" borderColor="border.error" borderRadius="md" p="3">
              <Text fontWeight="semibold">{t('kmPosts.refused', { file: chosen.fileName })}</Text>
              <chakra.ul aria-label={t('kmPosts.errors')} ps="5" mt="2">
                {chosen.errors.map((e, i) => (
                  <li key={i}>{e.message}</li>
                ))}
              </chakra.ul>
            </Box>
          ) : null}
          {overtaken && chosen.status === 'ready' ? (
            <Box role="alert" borderWidth="1px" borderColor="border.warning" borderRadius="md" p="3">
              <Text>{t('kmPosts.overtaken', { file: chosen.fileName })}</Text>
            </Box>
          ) : null}
          {chosen.status === 'ready' ? <Preview ready={chosen} km={km} onImport={base ? () => setConfirming(true) : null} /> : null}
        </Stack>
      </chakra.form>

      {chosen.status === 'ready' && base ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('kmPosts.confirm.title')}
          description={t('kmPosts.confirm.description', {
            count: chosen.posts.length,
            current: base.posts.length,
          })}
          confirmLabel={t('kmPosts.confirm.confirm')}
          cancelLabel={t('common:cancel')}
          destructive
          onConfirm={() => send(chosen, base.version)}
        />
      ) : null}
    </Stack>
  );
}

function isKmTable(value: unknown): value is KmReferenceTable {
  return typeof value === 'object' && value !== null && 'posts' in value && 'version' in value && Array.isArray(value.posts);
}

function CurrentTable({ table, when, km }: { table: KmReferenceTable; when: (iso: string) => string; km: (n: number) => string }) {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="1" aria-label={t('kmPosts.current')} role="group">
      <Text fontWeight="semibold">{t('kmPosts.current')}</Text>
      <Text>{t('kmPosts.count', { count: table.posts.length })}</Text>
      <Ranges posts={table.posts} km={km} />
      <Text color="fg.muted">
        {table.updatedAt ? t('kmPosts.updatedAt', { when: when(table.updatedAt) }) : t('kmPosts.neverImported')}
        {table.approximate ? ` ${t('kmPosts.approximate')}` : ''}
      </Text>
    </Stack>
  );
}

function Ranges({ posts, km }: { posts: KmPost[]; km: (n: number) => string }) {
  const { t } = useTranslation('settings');
  return (
    <>
      {(['NORTH', 'SOUTH'] as const).map((side) => {
        const kms = posts.filter((p) => p.carriageway === side).map((p) => p.km);
        if (kms.length === 0) return null;
        return (
          <Text key={side}>
            {t('kmPosts.range', {
              carriageway: t(`kmPosts.carriageway.${side}`),
              count: kms.length,
              from: km(Math.min(...kms)),
              to: km(Math.max(...kms)),
            })}
          </Text>
        );
      })}
    </>
  );
}

function Preview({
  ready,
  km,
  onImport,
}: {
  ready: Extract<Chosen, { status: 'ready' }>;
  km: (n: number) => string;
  /** Null while the table in use (the import's base) is not loaded. */
  onImport: (() => void) | null;
}) {
  const { t } = useTranslation('settings');
  const shown = ready.posts.slice(0, PREVIEW_ROWS);
  const more = ready.posts.length - shown.length;
  return (
    <Stack gap="3" role="group" aria-label={t('kmPosts.preview')}>
      <Text fontWeight="semibold">{t('kmPosts.ready', { file: ready.fileName, count: ready.posts.length })}</Text>
      <Ranges posts={ready.posts} km={km} />
      <ResponsiveList
        label={t('kmPosts.preview')}
        rows={shown}
        rowKey={(p) => `${p.carriageway}:${p.km}`}
        columns={[
          { header: t('kmPosts.columns.km'), cell: (p) => km(p.km) },
          { header: t('kmPosts.columns.carriageway'), cell: (p) => t(`kmPosts.carriageway.${p.carriageway}`) },
          { header: t('kmPosts.columns.lat'), cell: (p) => String(p.lat) },
          { header: t('kmPosts.columns.lon'), cell: (p) => String(p.lon) },
        ]}
        card={(p) => (
          <Box p="3">
            <Text fontWeight="semibold">
              {t('kmPosts.columns.km')} {km(p.km)} · {t(`kmPosts.carriageway.${p.carriageway}`)}
            </Text>
            <Text color="fg.muted">
              {p.lat}, {p.lon}
            </Text>
          </Box>
        )}
      />
      {more > 0 ? <Text color="fg.muted">{t('kmPosts.more', { count: more })}</Text> : null}
      <Box>
        <Button onClick={onImport ?? undefined} disabled={!onImport}>
          {t('kmPosts.import', { count: ready.posts.length })}
        </Button>
      </Box>
    </Stack>
  );
}
