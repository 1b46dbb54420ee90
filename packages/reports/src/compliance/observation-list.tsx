// The observations, filtered by state (in the URL: ?state=), each with its answer and resolution.
import { useSearchParams } from 'react-router-dom';
import { observationsQueryOptions, useQuery } from '@vigia/api-client/query';
import { OBSERVATION_STATES, type ObservationState } from '@vigia/domain';
import { EmptyState, ErrorState, FormField, Heading, LoadingState, SelectInput, Stack } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { ObservationItem } from './observation-item';

const PAGE_SIZE = 50;

const stateOf = (value: string | null): ObservationState | undefined =>
  (OBSERVATION_STATES as readonly string[]).includes(value ?? '') ? (value as ObservationState) : undefined;

export function ObservationList() {
  const { t } = useTranslation('reports');
  const [params, setParams] = useSearchParams();
  const state = stateOf(params.get('state'));
  const list = useQuery(observationsQueryOptions({ state, size: PAGE_SIZE }));
  const choose = (value: string) =>
    setParams((p) => {
      if (stateOf(value)) p.set('state', value);
      else p.delete('state');
      return p;
    });

  return (
    <Stack as="section" aria-labelledby="observations-title" gap="3">
      <Heading as="h2" size="md" id="observations-title">
        {t('compliance.observations')}
      </Heading>
      <FormField label={t('compliance.filter')} maxW="16rem">
        {(p) => (
          <SelectInput
            {...p}
            name="state"
            value={state ?? ''}
            onChange={(e) => choose(e.target.value)}
            options={[
              { value: '', label: t('compliance.all') },
              ...OBSERVATION_STATES.map((s) => ({ value: s, label: t(`compliance.states.${s}`) })),
            ]}
          />
        )}
      </FormField>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={t('compliance.failed')} retryLabel={t('compliance.retry')} onRetry={() => void list.refetch()} />
      ) : list.data.content.length === 0 ? (
        <EmptyState title={t('compliance.noObservations')} />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" p="0" aria-labelledby="observations-title">
          {list.data.content.map((o) => (
            <ObservationItem key={o.id} observation={o} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
