import { Suspense, lazy, memo, useCallback, useMemo, type ReactNode } from 'react';
import { statisticsQueryOptions, stripQueryOptions } from '@vigia/api-client/query';
import { useAuth } from '@vigia/auth';
import { areaOfRole, isRole, type ReportStatistic, type SessionUser, type StripEvent } from '@vigia/domain';
import { EmptyState, ErrorState, Heading, ScreenTitle, SimpleGrid, Stack, Text } from '@vigia/design-system';
import { useLookupNames, useTranslation, type LookupNames } from '@vigia/i18n';
import { categoryColors } from './category-colors';
import { CountList } from './count-list';
import { useDurationText } from './duration-text';
import { HighwayStrip } from './highway-strip';
import { KeyFigures } from './key-figures';
import { NotificationsSummary, RolePanel } from './role-panel';
import { useLoad, type LoadState } from './use-load';
import { WhenNearViewport } from './when-near-viewport';

// Below the fold and for three roles only: its own chunk, fetched when the user scrolls near it.
const LifecyclePanel = lazy(() => import('./lifecycle-panel'));
// Below the fold too: the chart with its axes is not part of the first load.
const PerDayChart = lazy(() => import('./per-day-chart'));
// Issue 39: how events came in, below the fold as well.
const ChannelCounts = lazy(() => import('./channel-counts'));

/**
 * Home of every area: the figures, the highway strip and the role's own work, over the events it may see.
 * `top`: what the area's app puts first (the DRIVER's "Mis asignaciones", issue 38): apps compose features.
 */
export function DashboardScreen({ top }: { top?: ReactNode } = {}) {
  const { user } = useAuth();
  const { state, retry } = useLoad(statisticsQueryOptions());
  const { state: strip, retry: retryStrip } = useLoad(stripQueryOptions());
  return <DashboardView user={user} state={state} retry={retry} strip={strip} retryStrip={retryStrip} top={top} />;
}

interface DashboardViewProps {
  user: SessionUser | null;
  state: LoadState<ReportStatistic>;
  retry: () => void;
  strip: LoadState<StripEvent[]>;
  retryStrip: () => void;
  top?: ReactNode;
}

// The server names statuses and categories in Spanish; these show them in the UI's language.
function localizeStatistics(state: LoadState<ReportStatistic>, names: LookupNames): LoadState<ReportStatistic> {
  if (state.status !== 'ready') return state;
  const { byStatus, byCategory } = state.data;
  return {
    ...state,
    data: {
      ...state.data,
      byStatus: byStatus.map((s) => ({ ...s, name: names.status(s.code, s.name) })),
      byCategory: byCategory.map((c) => ({ ...c, name: names.category(c.code, c.name) })),
    },
  };
}

function localizeStrip(state: LoadState<StripEvent[]>, names: LookupNames): LoadState<StripEvent[]> {
  if (state.status !== 'ready') return state;
  const data = state.data.map((e) => ({
    ...e,
    categoryName: names.category(e.category, e.categoryName),
    statusName: names.status(e.statusCode, e.statusName),
  }));
  return { ...state, data };
}

/** Memoized: an answer's arrival re-renders it only once its deferred state changes (see use-load.ts). */
const DashboardView = memo(function DashboardView({ user, state: loaded, retry, strip: loadedStrip, retryStrip, top }: DashboardViewProps) {
  const { t } = useTranslation('dashboard');
  const duration = useDurationText();
  const names = useLookupNames();
  const state = useMemo(() => localizeStatistics(loaded, names), [loaded, names]);
  const strip = useMemo(() => localizeStrip(loadedStrip, names), [loadedStrip, names]);
  const role = isRole(user?.role) ? user.role : null;
  const area = areaOfRole(role) ?? 'driver';
  const hrefOf = useCallback((e: StripEvent) => `/${area}/events/${e.id}`, [area]);

  const categories = useMemo(() => (state.status === 'ready' ? state.data.byCategory : []), [state]);
  const colors = useMemo(
    () => categoryColors([...categories.map((c) => c.code), ...(strip.status === 'ready' ? strip.data.map((e) => e.category) : [])]),
    [categories, strip],
  );
  const stripCategories = useMemo(() => {
    const known = new Map(categories.map((c) => [c.code, c.name]));
    if (strip.status === 'ready') for (const e of strip.data) if (!known.has(e.category)) known.set(e.category, e.categoryName);
    return [...known].map(([code, name]) => ({ code, name }));
  }, [categories, strip]);

  const figures = state.status === 'ready' ? state.data : null;
  const seesUnassigned = role === 'SUPERVISOR' || role === 'ADMIN' || role === 'INSPECTOR';

  return (
    <Stack gap="6" maxW="100%" minW="0">
      <ScreenTitle title={t('greeting', { name: user?.name ?? '' })} intro={t(`scope.${role ?? 'unknown'}`)} />
      {top}
      {/* Each section's title is there from the first paint; its figures fill in when they arrive. */}
      <section aria-labelledby="dashboard-figures-title" aria-busy={state.status === 'loading'}>
        <Heading as="h2" size="md" id="dashboard-figures-title" mb="2">
          {t('figures')}
        </Heading>
        {state.status === 'error' ? (
          <ErrorState message={t('loadError')} retryLabel={t('common:retry')} onRetry={retry} />
        ) : (
          // While loading, the cards are there with their labels and no value: the strip below does
          // not move when the figures arrive (a layout shift, counted by CLS).
          <>
            <Text
              fontSize="sm"
              color="fg.muted"
              mb="3"
              minH={{ base: '2lh', md: '1lh' }}
              role={figures ? undefined : 'status'}
              data-testid={figures ? 'dashboard-summary' : undefined}
            >
              {figures
                ? t('summary', {
                    total: figures.total,
                    open: figures.open,
                    closed: figures.closed,
                    median: figures.lifecycle.close.count ? duration(figures.lifecycle.close.median) : t('noClosed'),
                  })
                : t('common:loading')}
            </Text>
            <KeyFigures figures={figures} seesUnassigned={seesUnassigned} />
            <Text fontSize="xs" color="fg.muted" mt="2">
              {t('figuresNote')}
            </Text>
            {figures?.total === 0 && <EmptyState title={t('empty')} />}
          </>
        )}
      </section>

      <HighwayStrip
        events={strip.status === 'ready' ? strip.data : undefined}
        error={
          strip.status === 'error' && <ErrorState message={t('strip.loadError')} retryLabel={t('common:retry')} onRetry={retryStrip} />
        }
        hrefOf={hrefOf}
        colors={colors}
        categories={stripCategories}
      />
      {strip.status === 'ready' && role && (
        <SimpleGrid columns={{ base: 1, md: role === 'DRIVER' ? 2 : 1 }} gap="4">
          <RolePanel role={role} events={strip.data} area={area} hrefOf={hrefOf} />
          {role === 'DRIVER' && user && <NotificationsSummary profileId={user.id} area={area} />}
        </SimpleGrid>
      )}

      {state.status === 'ready' && state.data.total > 0 && (
        <>
          <WhenNearViewport>
            <Suspense fallback={null}>
              <PerDayChart days={state.data.perDay} />
            </Suspense>
          </WhenNearViewport>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
            <CountList title={t('byStatus')} items={state.data.byStatus} total={state.data.total} />
            <CountList title={t('byCategory')} items={state.data.byCategory} total={state.data.total} />
            <CountList title={t('byCommune')} items={state.data.byCommune} total={state.data.total} />
            <CountList
              title={t('byDirection')}
              items={state.data.byDirection.map((d) => ({ ...d, name: t(`direction.${d.code}`) }))}
              total={state.data.total}
            />
          </SimpleGrid>
          <WhenNearViewport>
            <Suspense fallback={null}>
              <ChannelCounts items={state.data.byChannel} />
            </Suspense>
          </WhenNearViewport>
          {seesUnassigned && (
            <WhenNearViewport>
              <Suspense fallback={null}>
                <LifecyclePanel lifecycle={state.data.lifecycle} />
              </Suspense>
            </WhenNearViewport>
          )}
        </>
      )}
    </Stack>
  );
});
