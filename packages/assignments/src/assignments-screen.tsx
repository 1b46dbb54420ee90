// Assignments (OPERATOR, SUPERVISOR, ADMIN): open events, unassigned and assigned.
// SUPERVISOR/ADMIN assign or reassign one event (PUT /api/ticket/{id} with assignedToId) or
// several at once (POST /api/ticket/assign) to an operator from GET /api/profile/operator.
// An OPERATOR takes an unassigned event or releases one of theirs. Page and filter in the URL.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '@vigia/auth';
import { AREA_OF_ROLE, areaPath, isRole, type AssignmentFilter, type Ticket } from '@vigia/domain';
import {
  Box,
  Button,
  EmptyState,
  ErrorState,
  Flex,
  FormField,
  Heading,
  HStack,
  LoadingState,
  NativeSelect,
  PaginationControls,
  Stack,
  Text,
  notify,
} from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { AssignDialog } from './assign-dialog';
import { AssignmentsList } from './assignments-list';
import { takeOrRelease, useAssignable, useOperators, useRefreshTickets } from './use-assignments';

const FILTERS: AssignmentFilter[] = ['all', 'unassigned', 'assigned'];

export function AssignmentsScreen() {
  const { t } = useTranslation('assignments');
  const { user } = useAuth();
  const manager = user?.role === 'SUPERVISOR' || user?.role === 'ADMIN';
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage > 1 ? rawPage - 1 : 0;
  const rawFilter = params.get('filtro') as AssignmentFilter | null;
  const filter: AssignmentFilter = rawFilter && FILTERS.includes(rawFilter) ? rawFilter : 'all';
  const { state, retry } = useAssignable(page, filter);
  const operators = useOperators(manager);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<Ticket[] | null>(null);
  const eventsBase = isRole(user?.role) ? areaPath(AREA_OF_ROLE[user.role], 'events') : null;
  const [busy, setBusy] = useState<number | null>(null);
  const refreshTickets = useRefreshTickets();
  const refresh = () => {
    setSelected(new Set());
    refreshTickets();
  };

  const update = (next: { page?: number; filter?: AssignmentFilter }) => {
    const copy = new URLSearchParams(params);
    const p = next.page ?? page;
    const f = next.filter ?? filter;
    if (p > 0) copy.set('page', String(p + 1));
    else copy.delete('page');
    if (f !== 'all') copy.set('filtro', f);
    else copy.delete('filtro');
    setParams(copy);
    setSelected(new Set());
  };

  const operatorAction = async (ticket: Ticket, action: 'take' | 'release') => {
    setBusy(ticket.id);
    try {
      await takeOrRelease(ticket, action);
      notify.success(action === 'take' ? t('errors:eventAssigned') : t('released', { id: ticket.id }));
      refresh();
    } catch (error) {
      notify.error(t('failed'), error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(null);
    }
  };

  const rows = state.status === 'ready' ? state.data.content : [];
  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (on: boolean) => setSelected(on ? new Set(rows.map((r) => r.id)) : new Set());

  const actions = (ticket: Ticket) => {
    if (manager) {
      return (
        <Button
          size="sm"
          variant="outline"
          aria-label={t(ticket.assignedToId ? 'reassignEvent' : 'assignEvent', { id: ticket.id })}
          onClick={() => setDialog([ticket])}
        >
          {ticket.assignedToId ? t('reassign') : t('assign')}
        </Button>
      );
    }
    if (ticket.assignedToId === null) {
      return (
        <Button
          size="sm"
          aria-label={t('takeEvent', { id: ticket.id })}
          loading={busy === ticket.id}
          onClick={() => void operatorAction(ticket, 'take')}
        >
          {t('take')}
        </Button>
      );
    }
    if (ticket.assignedToId === user?.id) {
      return (
        <Button
          size="sm"
          variant="outline"
          aria-label={t('releaseEvent', { id: ticket.id })}
          loading={busy === ticket.id}
          onClick={() => void operatorAction(ticket, 'release')}
        >
          {t('release')}
        </Button>
      );
    }
    return null;
  };

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('intro')}</Text>
      </Stack>

      <Flex gap="3" wrap="wrap" align="end" justify="space-between">
        <Box minW="220px">
          <FormField label={t('filter.label')}>
            {(p) => (
              <NativeSelect.Root>
                <NativeSelect.Field {...p} value={filter} onChange={(e) => update({ page: 0, filter: e.target.value as AssignmentFilter })}>
                  {FILTERS.map((f) => (
                    <option key={f} value={f}>
                      {t(`filter.${f}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </FormField>
        </Box>
        {manager && (
          <HStack gap="3">
            <Text aria-live="polite" color="fg.muted" fontSize="sm">
              {t('selected', { count: selected.size })}
            </Text>
            <Button disabled={selected.size === 0} onClick={() => setDialog(rows.filter((r) => selected.has(r.id)))}>
              {t('assignSelected')}
            </Button>
          </HStack>
        )}
      </Flex>

      {state.status === 'loading' && <LoadingState label={t('common:loading')} />}
      {state.status === 'error' && <ErrorState message={t('loadError')} retryLabel={t('common:retry')} onRetry={retry} />}
      {state.status === 'ready' && rows.length === 0 && <EmptyState title={t('empty')} />}
      {state.status === 'ready' && rows.length > 0 && (
        <Stack gap="3">
          <AssignmentsList
            rows={rows}
            manager={manager}
            userId={user?.id}
            eventsBase={eventsBase}
            selected={selected}
            onSelect={toggle}
            onSelectAll={toggleAll}
            actions={actions}
          />
          <PaginationControls
            page={state.data.page}
            size={state.data.size}
            total={state.data.total}
            onPageChange={(p) => update({ page: p })}
            labels={{
              previous: t('common:pagination.previous'),
              next: t('common:pagination.next'),
              nav: t('common:pagination.nav'),
              page: (p, pages) => t('common:pagination.page', { page: p, pages }),
              total: (total) => t('common:pagination.total', { total }),
            }}
          />
        </Stack>
      )}

      {dialog && (
        <AssignDialog
          tickets={dialog}
          operators={operators}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            setSelected(new Set());
          }}
        />
      )}
    </Stack>
  );
}
