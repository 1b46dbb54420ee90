// "Trabajos programados": the works soonest first, filtered by the URL; "Nuevo trabajo" for planners.
import { Link as RouterLink } from 'react-router-dom';
import { loadStateOf, useQuery, worksQueryOptions } from '@vigia/api-client/query';
import { useAuth } from '@vigia/auth';
import { areaOfRole } from '@vigia/domain';
import { Button, HStack, ScreenTitle, Stack } from '@vigia/design-system';
import { PagedList } from '@vigia/design-system/controls';
import { pagedListLabels, useNow, useTranslation } from '@vigia/i18n';
import { plansWorks } from './roles';
import { useWorkFilters } from './use-work-filters';
import { WorkFiltersForm } from './work-filters';
import { WorkItem } from './work-item';

export function WorksListPage() {
  const { t } = useTranslation('works');
  const { user } = useAuth();
  const base = `/${areaOfRole(user?.role) ?? 'operator'}/works`;
  const { filters, query, filtered, apply, goTo } = useWorkFilters();
  const works = useQuery(worksQueryOptions(query));
  const now = useNow();
  const state = loadStateOf({ status: works.status, isFetching: works.isFetching, data: works.data });

  return (
    <Stack gap="4">
      <ScreenTitle title={t('title')} intro={t('intro')} />
      {plansWorks(user?.role) && (
        <HStack>
          <Button asChild colorPalette="brand" minH="44px">
            <RouterLink to={`${base}/new`}>{t('new')}</RouterLink>
          </Button>
        </HStack>
      )}
      <WorkFiltersForm filters={filters} onApply={apply} />
      <PagedList
        state={state}
        onPageChange={goTo}
        onRetry={() => void works.refetch()}
        labels={pagedListLabels(t, { error: t('failed'), empty: filtered ? t('empty') : t('emptyAll') })}
      >
        {(page) => (
          <Stack as="ul" aria-label={t('list')} gap="2" listStyleType="none" p="0">
            {page.map((work) => (
              <WorkItem key={work.id} work={work} to={`${base}/${work.id}`} now={now} />
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}
