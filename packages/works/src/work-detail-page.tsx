// One work: where, lanes, speed, contractor, its windows, the actions of the reader's role, the
// conflicts the last change found, and its history.
import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { isApiError } from '@vigia/api-client';
import { useQuery, useQueryClient, workQueryOptions, worksQueryKeys } from '@vigia/api-client/query';
import { useAuth } from '@vigia/auth';
import { areaOfRole, type Role, type WorkConflict } from '@vigia/domain';
import { workActionsFor } from '@vigia/domain/work-status';
import { Alert, Badge, Button, Card, ErrorState, Heading, HStack, Link, LoadingState, Stack, Text } from '@vigia/design-system';
import { useNow, useTranslation } from '@vigia/i18n';
import { useWorkWords } from './use-work-words';
import { WarningsList } from './warnings-list';
import { WorkActions } from './work-actions';
import { WorkHistory } from './work-history';

const PERIODS_SHOWN = 14;

export function WorkDetailPage() {
  const { t } = useTranslation('works');
  const { user } = useAuth();
  const id = Number(useParams().id);
  const base = `/${areaOfRole(user?.role) ?? 'operator'}/works`;
  const queryClient = useQueryClient();
  const work = useQuery({ ...workQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  const words = useWorkWords();
  const now = useNow();
  // A save answers its conflicts on the way here (the form navigates with them).
  const arrived = (useLocation().state as { warnings?: WorkConflict[] } | null)?.warnings;
  const [warnings, setWarnings] = useState<WorkConflict[]>(arrived ?? []);
  const role = user?.role as Role | undefined;

  const back = (
    <Link asChild alignSelf="start">
      <RouterLink to={base}>{t('detail.back')}</RouterLink>
    </Link>
  );
  if (work.status === 'pending') return <LoadingState label={t('detail.loading')} />;
  if (work.status === 'error' || !work.data) {
    const missing = isApiError(work.error) && work.error.status === 404;
    return (
      <Stack gap="3">
        {back}
        {missing ? (
          <Text>{t('detail.notFound')}</Text>
        ) : (
          <ErrorState message={t('detail.failed')} retryLabel={t('common:retry')} onRetry={() => void work.refetch()} />
        )}
      </Stack>
    );
  }
  const w = work.data;
  const upcoming = w.periods.filter((p) => Date.parse(p.end) > now);
  const changed = (found: WorkConflict[]) => {
    setWarnings(found);
    void queryClient.invalidateQueries({ queryKey: worksQueryKeys.all });
  };
  const editable = role ? workActionsFor(role, w.status).includes('edit') : false;

  return (
    <Stack gap="4">
      {back}
      <HStack gap="3" wrap="wrap" align="center">
        <Heading as="h1" size="xl">
          {t('detail.heading', { id: w.id, title: w.title })}
        </Heading>
        <Badge colorPalette={w.status === 'ACTIVE' ? 'orange' : 'gray'}>{words.status(w)}</Badge>
      </HStack>
      {w.status === 'REJECTED' && w.rejectionReason && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{t('detail.rejected', { reason: w.rejectionReason })}</Alert.Description>
        </Alert.Root>
      )}
      <WarningsList warnings={warnings} />
      <Card.Root>
        <Card.Body p={{ base: '3', md: '4' }}>
          <Stack as="dl" gap="2">
            <Field label={t('detail.where')} value={`${words.km(w)} · ${words.carriageways(w)}`} />
            <Field label={t('detail.lanes')} value={words.lanes(w)} />
            <Field label={t('detail.speed')} value={words.speed(w)} />
            <Field label={t('detail.contractor')} value={w.contractor} />
            <Field label={t('detail.contact')} value={w.contact} />
          </Stack>
        </Card.Body>
      </Card.Root>
      <Stack as="section" gap="2" aria-labelledby="work-periods-title">
        <Heading as="h2" size="md" id="work-periods-title">
          {t('detail.periods', { count: w.periods.length })}
        </Heading>
        <Text>{words.window(w, now)}</Text>
        <Stack as="ul" ps="4" gap="1">
          {upcoming.slice(0, PERIODS_SHOWN).map((p) => (
            <li key={p.start}>{words.period(p)}</li>
          ))}
        </Stack>
        {upcoming.length > PERIODS_SHOWN && (
          <Text fontSize="sm">{t('detail.morePeriods', { count: upcoming.length - PERIODS_SHOWN })}</Text>
        )}
      </Stack>
      {editable && (
        <Button asChild variant="outline" minH="44px" alignSelf="start">
          <RouterLink to={`${base}/${w.id}/edit`}>{t('detail.edit')}</RouterLink>
        </Button>
      )}
      <WorkActions work={w} role={role} onDone={changed} onReload={() => void work.refetch()} />
      <WorkHistory id={w.id} />
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" ms="0" wordBreak="break-word">
        {value}
      </Text>
    </Stack>
  );
}
