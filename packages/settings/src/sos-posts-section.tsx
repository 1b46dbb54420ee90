import { importSosPosts, type SosPost, type SosPostTable } from '@vigia/api-client';
import { sosPostsQueryOptions } from '@vigia/api-client/query';
import { parseSosPostsCsv, SOS_CSV_COLUMNS, SOS_CSV_MAX_BYTES, sosPostsToCsv, type SosCsvPost } from '@vigia/domain/location';
import { Box, Heading, Link, Stack, Text, chakra } from '@vigia/design-system';
import { LoadedList, ResponsiveList } from '@vigia/design-system/controls';
import { formatDateTime, formatKm, listLabels, useTranslation } from '@vigia/i18n';
import { CsvImport } from './csv-import';
import { useSettingsQuery } from './settings-list';

/** What the format's example shows: two posts, one per carriageway. */
const EXAMPLE: SosCsvPost[] = [
  { number: 101, kilometer: 412, orientation: 'NORTH' },
  { number: 102, kilometer: 412.5, orientation: 'SOUTH' },
];

/**
 * "Postes SOS" (issue 39): the posts whose number fills the km and direction of a call. The table in
 * use, its CSV format, and the import it shares with the km posts (csv-import.tsx: checked here by
 * the server's parser, previewed, confirmed, If-Match; a 412 reloads the table and keeps the file).
 */
export function SosPostsSection() {
  const { t, i18n } = useTranslation('settings');
  const { state, refresh } = useSettingsQuery(sosPostsQueryOptions());
  const base = state.status === 'ready' ? state.data : null;
  const km = (value: number) => formatKm(value, i18n.language);
  const direction = (p: SosCsvPost) => t(`sosPosts.direction.${p.orientation}`);

  return (
    <Stack gap="4">
      <Text>{t('sosPosts.intro')}</Text>
      <LoadedList
        state={state.status === 'ready' ? { ...state, data: [state.data] } : state}
        onRetry={refresh}
        labels={listLabels(t, { error: t('sosPosts.loadError'), empty: t('sosPosts.empty') })}
      >
        {([table]) => <CurrentTable table={table!} km={km} when={(iso) => formatDateTime(iso, i18n.language)} />}
      </LoadedList>

      <CsvFormat />

      <CsvImport<SosCsvPost, SosPostTable>
        texts="sosPosts"
        maxBytes={SOS_CSV_MAX_BYTES}
        parse={parseSosPostsCsv}
        base={base}
        queryKey={sosPostsQueryOptions().queryKey}
        refresh={refresh}
        send={importSosPosts}
        rowKey={(p) => p.number}
        columns={[
          { header: t('sosPosts.columns.number'), cell: (p) => p.number },
          { header: t('sosPosts.columns.km'), cell: (p) => km(p.kilometer) },
          { header: t('sosPosts.columns.direction'), cell: direction },
        ]}
        card={(p) => (
          <Box p="3">
            <Text fontWeight="semibold">
              {t('sosPosts.columns.number')} {p.number} · {t('sosPosts.columns.km')} {km(p.kilometer)} · {direction(p)}
            </Text>
          </Box>
        )}
      />
    </Stack>
  );
}

function CurrentTable({ table, km, when }: { table: SosPostTable; km: (n: number) => string; when: (iso: string) => string }) {
  const { t } = useTranslation('settings');
  const location = table.approximate ? t('sosPosts.approximateCell') : t('sosPosts.surveyedCell');
  const direction = (p: SosPost) => t(`sosPosts.direction.${p.orientation}`);
  const csv = `data:text/csv;charset=utf-8,${encodeURIComponent(sosPostsToCsv(table.posts))}`;
  return (
    <Stack gap="2" aria-label={t('sosPosts.current')} role="group">
      <Text fontWeight="semibold">{t('sosPosts.current')}</Text>
      <Text>{t('sosPosts.count', { count: table.posts.length })}</Text>
      <Text color="fg.muted">
        {table.updatedAt ? t('sosPosts.updatedAt', { when: when(table.updatedAt) }) : t('sosPosts.neverImported')}
        {table.approximate ? ` ${t('sosPosts.approximate')}` : ''}
      </Text>
      {table.posts.length > 0 ? (
        <>
          {/* The table in use as a file the import reads: the template to edit. */}
          <Link href={csv} download="postes-sos.csv" color="brand.fg" alignSelf="flex-start">
            {t('sosPosts.download')}
          </Link>
          <Box maxH="96" overflowY="auto" tabIndex={0} aria-label={t('sosPosts.current')} role="region">
            <ResponsiveList
              label={t('sosPosts.current')}
              rows={table.posts}
              rowKey={(p) => p.number}
              columns={[
                { header: t('sosPosts.columns.number'), cell: (p) => p.number },
                { header: t('sosPosts.columns.km'), cell: (p) => km(p.kilometer) },
                { header: t('sosPosts.columns.direction'), cell: direction },
                { header: t('sosPosts.columns.approximate'), cell: () => location },
              ]}
              card={(p) => (
                <Box p="3">
                  <Text fontWeight="semibold">
                    {t('sosPosts.columns.number')} {p.number} · {t('sosPosts.columns.km')} {km(p.kilometer)}
                  </Text>
                  <Text color="fg.muted">
                    {direction(p)} · {location}
                  </Text>
                </Box>
              )}
            />
          </Box>
        </>
      ) : null}
    </Stack>
  );
}

/** The file's columns in words and an example the import accepts. */
function CsvFormat() {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="2" as="section" aria-labelledby="sos-csv-format">
      <Heading as="h3" size="md" id="sos-csv-format">
        {t('sosPosts.format')}
      </Heading>
      <Text>{t('sosPosts.formatIntro')}</Text>
      <chakra.ul ps="5">
        {SOS_CSV_COLUMNS.map((column) => (
          <li key={column}>{t(`sosPosts.formatColumns.${column}`)}</li>
        ))}
      </chakra.ul>
      <Text fontWeight="semibold">{t('sosPosts.example')}</Text>
      <chakra.pre fontFamily="mono" fontSize="sm" p="3" borderWidth="1px" borderRadius="md" overflowX="auto">
        {sosPostsToCsv(EXAMPLE)}
      </chakra.pre>
    </Stack>
  );
}
