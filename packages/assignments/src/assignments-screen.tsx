// The control room's queue (OPERATOR, SUPERVISOR, ADMIN; the area's "assignments" screen): open
// events by saved view (mine, unassigned, at risk or overdue, all open) with a live count on each,
// in the server's order, most severe first. View and page in the URL (?view=unassigned&page=2).
// An OPERATOR takes an unassigned event in one action (or releases one of theirs); SUPERVISOR and
// ADMIN assign one or many to an operator. New arrivals are highlighted and announced. Issue 37
// item 8: the queue narrows by km range, commune and category (in the URL too), and has keyboard
// shortcuts (j/k, Enter, t, ?).
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { conflictTicket, isSendFailure } from '@vigia/api-client';
import { useAuth } from '@vigia/auth';
import { AREA_OF_ROLE, QUEUE_VIEWS, areaPath, isRole, type QueueView, type Ticket } from '@vigia/domain';
import { eventActions, isManager } from '@vigia/domain/event-policy';
import { Button, Flex, HStack, Stack, Text, ScreenTitle, VisuallyHidden, notify } from '@vigia/design-system';
import { PagedList } from '@vigia/design-system/controls';
import { pagedListLabels, useTranslation } from '@vigia/i18n';
import { AssignDialog } from './assign-dialog';
import { QueueFilters } from './queue-filters';
import { QueueList } from './queue-list';
import { placeFilterOf, readPlace, writePlace, type PlaceDraft } from './queue-query';
import { QueueViews } from './queue-views';
import { ShortcutsHelp } from './shortcuts-help';
import { useLiveArrivals } from './use-live-arrivals';
import { takeOrRelease, useOperators, useQueue, useQueueCounts, useRefreshTickets, useShowCurrent } from './use-queue';
import { useQueueShortcuts } from './use-queue-shortcuts';

/** An operator starts where new work waits; the others see everything open. */
export function defaultView(role: string | undefined): QueueView {
  return role === 'OPERATOR' ? 'unassigned' : 'open';
}

export function AssignmentsScreen() {
  const { t } = useTranslation('assignments');
  const { user } = useAuth();
  const role = user?.role;
  // Assigning several at once (and the operator list) is the managers'; each row asks the event policy.
  const manager = user ? isManager(user) : false;
  const userId = user?.id ?? '';
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage > 1 ? rawPage - 1 : 0;
  const rawView = params.get('view') as QueueView | null;
  const view: QueueView = rawView && QUEUE_VIEWS.includes(rawView) ? rawView : defaultView(role);
  const placeDraft = readPlace(params);
  const place = placeFilterOf(placeDraft);
  const narrowed = Object.keys(place).length > 0;
  const { state, retry } = useQueue(userId, view, page, place);
  const counts = useQueueCounts(userId, place);
  const navigate = useNavigate();
  const [help, setHelp] = useState(false);
  const operators = useOperators(manager);
  const { highlighted, announcement } = useLiveArrivals();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<Ticket[] | null>(null);
  const eventsBase = isRole(role) ? areaPath(AREA_OF_ROLE[role], 'events') : null;
  const [busy, setBusy] = useState<number | null>(null);
  // The event whose take or release could not be sent (issue 37): its button says so and retries.
  const [unsent, setUnsent] = useState<number | null>(null);
  const refreshTickets = useRefreshTickets();
  const showCurrent = useShowCurrent();

  const update = (next: { page?: number; view?: QueueView }) => {
    const copy = new URLSearchParams(params);
    const p = next.page ?? page;
    copy.set('view', next.view ?? view);
    if (p > 0) copy.set('page', String(p + 1));
    else copy.delete('page');
    setParams(copy);
    setSelected(new Set());
  };

  const operatorAction = async (ticket: Ticket, action: 'take' | 'release') => {
    setBusy(ticket.id);
    setUnsent(null);
    try {
      await takeOrRelease(ticket, action);
      notify.success(t(action === 'take' ? 'taken' : 'released', { id: ticket.id }));
      setSelected(new Set());
      refreshTickets();
    } catch (error) {
      // Changed meanwhile (412): the row shows the event as it now is; the next take sends its version.
      const current = conflictTicket(error);
      if (current) showCurrent(current);
      if (isSendFailure(error)) setUnsent(ticket.id);
      notify.error(t('failed'), current ? t('changed', { id: ticket.id }) : error instanceof Error ? error.message : undefined);
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
  const applyPlace = (draft: PlaceDraft) => {
    setParams(writePlace(params, draft));
    setSelected(new Set());
  };
  const shortcuts = useQueueShortcuts({
    rows,
    onOpen: (ticket) => {
      if (eventsBase) void navigate(`${eventsBase}/${ticket.id}`);
    },
    onTake: (ticket) => {
      if (busy !== null) return;
      if (user && eventActions(user, ticket).take) void operatorAction(ticket, 'take');
      else notify.info(t('shortcuts.cannotTake', { id: ticket.id }));
    },
    onHelp: () => setHelp(true),
  });

  const actions = (ticket: Ticket) => {
    const can = user ? eventActions(user, ticket) : null;
    if (can?.assign) {
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
    if (can?.take) {
      return (
        <Button
          size="sm"
          colorPalette={unsent === ticket.id ? 'red' : undefined}
          aria-label={
            unsent === ticket.id ? `${t('common:sendFailed')}: ${t('takeEvent', { id: ticket.id })}` : t('takeEvent', { id: ticket.id })
          }
          loading={busy === ticket.id}
          onClick={() => void operatorAction(ticket, 'take')}
        >
          {unsent === ticket.id ? t('common:sendFailed') : t('take')}
        </Button>
      );
    }
    if (can?.release) {
      return (
        <Button
          size="sm"
          variant="outline"
          colorPalette={unsent === ticket.id ? 'red' : undefined}
          aria-label={
            unsent === ticket.id
              ? `${t('common:sendFailed')}: ${t('releaseEvent', { id: ticket.id })}`
              : t('releaseEvent', { id: ticket.id })
          }
          loading={busy === ticket.id}
          onClick={() => void operatorAction(ticket, 'release')}
        >
          {unsent === ticket.id ? t('common:sendFailed') : t('release')}
        </Button>
      );
    }
    return null;
  };

  return (
    <Stack gap="6">
      <Flex gap="3" justify="space-between" align="flex-start">
        <ScreenTitle title={t('title')} intro={t('intro')} />
        {/* The shortcuts need a keyboard: from md up; "?" opens the same help anywhere. */}
        <Button variant="outline" size="sm" display={{ base: 'none', md: 'inline-flex' }} onClick={() => setHelp(true)}>
          {t('shortcuts.open')}
        </Button>
      </Flex>
      <QueueFilters value={placeDraft} onApply={applyPlace} />
      {/* New arrivals, read out once; the toast says it to sighted users. */}
      <VisuallyHidden aria-live="polite" role="status" data-testid="queue-announcer">
        {announcement}
      </VisuallyHidden>

      <QueueViews view={view} counts={counts} onChange={(v) => update({ view: v, page: 0 })}>
        <Stack gap="4">
          {manager && (
            <Flex gap="3" wrap="wrap" align="center" justify="flex-end">
              <HStack gap="3">
                <Text aria-live="polite" color="fg.muted" fontSize="sm">
                  {t('selected', { count: selected.size })}
                </Text>
                <Button disabled={selected.size === 0} onClick={() => setDialog(rows.filter((r) => selected.has(r.id)))}>
                  {t('assignSelected')}
                </Button>
              </HStack>
            </Flex>
          )}
          <PagedList
            state={state}
            onPageChange={(p) => update({ page: p })}
            onRetry={retry}
            labels={pagedListLabels(t, { error: t('loadError'), empty: narrowed ? t('placeFilters.empty') : t(`empty.${view}`) })}
            clearFilters={narrowed ? { label: t('placeFilters.clear'), onClear: () => applyPlace({}) } : undefined}
          >
            {(page) => (
              <QueueList
                rows={page}
                selectable={manager}
                userId={user?.id}
                eventsBase={eventsBase}
                selected={selected}
                onSelect={toggle}
                onSelectAll={toggleAll}
                actions={actions}
                highlighted={highlighted}
                current={shortcuts.current}
              />
            )}
          </PagedList>
        </Stack>
      </QueueViews>

      <ShortcutsHelp open={help} onClose={() => setHelp(false)} />

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
