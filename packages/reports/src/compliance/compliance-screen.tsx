// "Cumplimiento" (issue 40): the month (in the URL) against the service standards, its breaches (the
// inspector raises an observation on one) and the observations with their answer and resolution.
import { useSearchParams } from 'react-router-dom';
import { downloadCompliance } from '@vigia/api-client';
import { complianceQueryOptions, useQuery } from '@vigia/api-client/query';
import { useAuth } from '@vigia/auth';
import { Button, ErrorState, HStack, LoadingState, ScreenTitle, Stack, Text } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { useFileDownload } from '@vigia/design-system/controls';
import { BreachList } from './breach-list';
import { MonthPicker, monthFromParams } from './month-picker';
import { ObservationList } from './observation-list';
import { StandardFigures } from './standard-figures';
import { StandardsSection } from './standards-section';

export function ComplianceScreen() {
  const { t } = useTranslation('reports');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const { year, month } = monthFromParams(params);
  const compliance = useQuery(complianceQueryOptions(year, month));
  const inspector = user?.role === 'INSPECTOR';

  const choose = (next: { year: number; month: number }) =>
    setParams(
      (p) => {
        p.set('year', String(next.year));
        p.set('month', String(next.month));
        return p;
      },
      { replace: false },
    );

  const exported = useFileDownload(() => downloadCompliance(year, month), {
    done: (file) => t('compliance.exported', { file }),
    failed: t('compliance.exportFailed'),
  });

  return (
    <Stack gap="6" maxW="5xl">
      <ScreenTitle title={t('compliance.title')} intro={t('compliance.intro')} />
      <HStack gap="3" wrap="wrap" align="flex-end">
        <MonthPicker year={year} month={month} onChange={choose} />
        <Button onClick={exported.download} loading={exported.busy} loadingText={t('compliance.export')} minH="44px">
          {t('compliance.export')}
        </Button>
      </HStack>
      {compliance.isPending ? (
        <LoadingState label={t('compliance.loading')} />
      ) : compliance.isError ? (
        <ErrorState message={t('compliance.failed')} retryLabel={t('compliance.retry')} onRetry={() => void compliance.refetch()} />
      ) : (
        <Stack gap="6">
          <Text>{t('compliance.summary', { events: compliance.data.events, without: compliance.data.withoutStandard })}</Text>
          <StandardFigures rows={compliance.data.standards} />
          <BreachList breaches={compliance.data.breaches} canRaise={inspector} />
        </Stack>
      )}
      <ObservationList />
      <StandardsSection />
    </Stack>
  );
}
