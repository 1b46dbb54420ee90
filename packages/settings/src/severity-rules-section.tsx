import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { updateSeverityRule } from '@vigia/api-client';
import { severityRulesQueryOptions } from '@vigia/api-client/query';
import { SEVERITIES, type Severity, type SeverityRule } from '@vigia/domain';
import { Box, Button, EmptyState, FormField, HStack, Input, SelectInput, Stack, Text, notify } from '@vigia/design-system';
import { LoadedList } from '@vigia/design-system/controls';
import { listLabels, useTranslation } from '@vigia/i18n';
import { showSaveError } from './save-error';
import { RecordList, RecordRow, useSettingsQuery } from './settings-list';

// "colision" finds "Colisión": accents and case do not matter when filtering.
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const pathOf = (r: SeverityRule) => `${r.categoryName} › ${r.subcategoryName} › ${r.classificationName}`;

/** "Severidad por clasificación": the severity new reports of each classification start with. */
export function SeverityRulesSection() {
  const { t } = useTranslation('settings');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const { state, refresh } = useSettingsQuery(severityRulesQueryOptions());

  const setFilter = (value: string) => {
    const p = new URLSearchParams(params);
    if (value) p.set('q', value);
    else p.delete('q');
    setParams(p, { replace: true });
  };
  const needle = fold(q.trim());

  return (
    <Stack gap="4">
      <Text>{t('severity.intro')}</Text>
      <Box role="search" maxW="md">
        <FormField label={t('severity.filter')}>
          <Input type="search" value={q} placeholder={t('severity.filterPlaceholder')} onChange={(e) => setFilter(e.target.value)} />
        </FormField>
      </Box>
      <LoadedList state={state} onRetry={refresh} labels={listLabels(t, { error: t('severity.loadError'), empty: t('severity.empty') })}>
        {(all) => {
          const shown = needle ? all.filter((r) => fold(pathOf(r)).includes(needle)) : all;
          return (
            <>
              <Text color="fg.muted" aria-live="polite">
                {t('severity.count', { shown: shown.length, total: all.length })}
              </Text>
              {shown.length === 0 ? (
                <EmptyState title={t('severity.noMatch', { q })} />
              ) : (
                <RecordList label={t('severity.list')} gap="2">
                  {shown.map((rule) => (
                    <SeverityRuleRow key={`${rule.classificationId}-${rule.severity}`} rule={rule} onSaved={refresh} />
                  ))}
                </RecordList>
              )}
            </>
          );
        }}
      </LoadedList>
    </Stack>
  );
}

function SeverityRuleRow({ rule, onSaved }: { rule: SeverityRule; onSaved: () => void }) {
  const { t } = useTranslation('settings');
  const [draft, setDraft] = useState<Severity>(rule.severity);
  const [busy, setBusy] = useState(false);
  const path = pathOf(rule);

  const save = async () => {
    setBusy(true);
    try {
      await updateSeverityRule(rule.classificationId, draft);
      notify.success(t('severity.saved', { name: rule.classificationName, severity: t(`common:severity.${draft}`) }));
      onSaved();
    } catch (error) {
      showSaveError(error, { fields: [], title: t('saveFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <RecordRow stackBelow="md">
      <Text minW="0" overflowWrap="anywhere">
        <Text as="span" color="fg.muted">
          {rule.categoryName} › {rule.subcategoryName} ›{' '}
        </Text>
        <Text as="span" fontWeight="medium">
          {rule.classificationName}
        </Text>
      </Text>
      <HStack gap="2" flexShrink={0}>
        <SelectInput
          size="sm"
          width={{ base: 'full', md: '40' }}
          aria-label={t('severity.severityOf', { path })}
          value={draft}
          onChange={(e) => setDraft(e.target.value as Severity)}
          options={SEVERITIES.map((s) => ({ value: s, label: t(`common:severity.${s}`) }))}
        />
        <Button size="sm" onClick={save} loading={busy} disabled={draft === rule.severity} aria-label={t('severity.saveOf', { path })}>
          {t('common:save')}
        </Button>
      </HStack>
    </RecordRow>
  );
}
