import { importKmPosts } from '@vigia/api-client';
import { locationReferenceQueryOptions } from '@vigia/api-client/query';
import type { KmReferenceTable } from '@vigia/domain';
import { KM_CSV_MAX_BYTES, parseKmPostsCsv, type KmPost } from '@vigia/domain/location';
import { Box, Stack, Text } from '@vigia/design-system';
import { LoadedList } from '@vigia/design-system/controls';
import { formatDateTime, formatKm, listLabels, useTranslation } from '@vigia/i18n';
import { CsvImport } from './csv-import';
import { useSettingsQuery } from './settings-list';

/**
 * "Postes kilométricos": the table the report form and the server turn a position into a km with.
 * A CSV is checked, previewed and imported whole after a confirmation against the table in use
 * (csv-import.tsx, shared with the SOS posts).
 */
export function KmPostsSection() {
  const { t, i18n } = useTranslation('settings');
  const { state, refresh } = useSettingsQuery(locationReferenceQueryOptions());
  const base = state.status === 'ready' ? state.data : null;
  const km = (value: number) => formatKm(value, i18n.language);

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

      <CsvImport<KmPost, KmReferenceTable>
        texts="kmPosts"
        maxBytes={KM_CSV_MAX_BYTES}
        parse={parseKmPostsCsv}
        base={base}
        queryKey={locationReferenceQueryOptions().queryKey}
        refresh={refresh}
        send={importKmPosts}
        rowKey={(p) => `${p.carriageway}:${p.km}`}
        summary={(posts) => <Ranges posts={posts} km={km} />}
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
    </Stack>
  );
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
