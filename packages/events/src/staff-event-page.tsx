// The event page of staff (issue 23): the side panel's facts first (on a phone too), then the
// report, conversation, photos and history; two columns from `lg`. Editing the reported data is an
// explicit action that shows the SPEC form in place of the summary (`?edit=1`, so it is a view).
// Every action is shown only to whom the server allows it; INSPECTOR gets the values as text.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { conflictTicket, isSendFailure, takeTicket } from '@vigia/api-client';
import { CLOSED_STATUS, isRole, mayReveal, type Ticket } from '@vigia/domain';
import { eventActions } from '@vigia/domain/event-policy';
import { isControlRoom } from '@vigia/domain/unit-status';
import { CloseEventDialog, EventForm, type EventFormSaved } from '@vigia/event-form';
import { Alert, Box, Button, Grid, HStack, Heading, Stack, Text, notify } from '@vigia/design-system';
import { InjuredBadge, SeverityBadge } from '@vigia/design-system/controls';
import { htmlTextContent } from '@vigia/domain/html-text';
import { useLookupNames, useTranslation } from '@vigia/i18n';
import { AttachmentsGallery } from './attachments-gallery';
import { CommentsPanel } from './comments-panel';
import { useKm } from './format';
import { HistoryTimeline } from './history-timeline';
import { StaffReopenDialog } from './staff-reopen-dialog';
import { StaffSidePanel } from './staff-side-panel';
import { StatusBadge } from './status-badge';
import { useTicketSaved } from './use-ticket-saved';

export interface StaffUser {
  id: string;
  role: string;
}

/** What this user may do on this event: what the server accepts (the event policy, issue 36). */
export function staffPermissions(user: StaffUser, ticket: Ticket) {
  const can = eventActions(user, ticket);
  return {
    edit: can.edit,
    close: can.close,
    take: can.take,
    triage: can.triage,
    reassign: can.assign,
    reopen: can.reopen,
    comment: can.comment,
  };
}

/** The description's visible text, a paragraph a line (never its HTML). */
const descriptionText = (html: string) => htmlTextContent(html.replace(/<\/(p|li|h[1-6])>|<br\s*\/?>/gi, '$&\n')).trim();

export function StaffEventPage({
  ticket,
  user,
  stale = false,
  refresh,
}: {
  ticket: Ticket;
  user: StaffUser;
  /** Someone changed the event meanwhile (the live stream marked it stale). */
  stale?: boolean;
  refresh?: () => void;
}) {
  const { t } = useTranslation('events');
  const km = useKm();
  const names = useLookupNames();
  const [params, setParams] = useSearchParams();
  const saved = useTicketSaved(ticket.id);
  const can = staffPermissions(user, ticket);
  const editing = params.get('edit') === '1' && can.edit;
  const [closing, setClosing] = useState(false);
  const [reopening, setReopening] = useState(false);
  const [taking, setTaking] = useState(false);
  // "Tomar" could not reach the server (issue 37): the button says so and tries again.
  const [takeUnsent, setTakeUnsent] = useState(false);
  // An action's button goes away once done (Tomar, Cerrar, Reabrir): focus goes to the heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const toHeading = () => headingRef.current;
  // The summary follows live changes (taken, triaged, closed elsewhere); the open form never does,
  // it would lose what is being typed: it says the event changed and offers the comparison (issue 35).
  useEffect(() => {
    if (stale && !editing) refresh?.();
  }, [stale, editing, refresh]);

  const setEditing = (on: boolean) =>
    setParams((now) => {
      const next = new URLSearchParams(now);
      if (on) next.set('edit', '1');
      else next.delete('edit');
      return next;
    });

  const take = async () => {
    setTaking(true);
    setTakeUnsent(false);
    try {
      saved(await takeTicket(ticket.id, ticket.version));
      notify.success(t('staff.taken'));
      headingRef.current?.focus();
    } catch (e) {
      notify.error(t('staff.takeFailed'), e instanceof Error ? e.message : undefined);
      if (isSendFailure(e)) {
        setTakeUnsent(true);
        return;
      }
      // Changed meanwhile (412): the event as it is now, and focus leaves the button if that is gone.
      // Else most likely someone took it first: read it to show who.
      const current = conflictTicket(e);
      if (!current) refresh?.();
      else {
        saved(current);
        if (!staffPermissions(user, current).take) headingRef.current?.focus();
      }
    } finally {
      setTaking(false);
    }
  };

  const onFormSaved = (result: EventFormSaved) => {
    if (result.kind === 'created') return;
    saved(result.ticket);
    setEditing(false);
  };

  const description = descriptionText(ticket.description);

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl" ref={headingRef} tabIndex={-1} outline="none">
          {t('eventNumber', { id: ticket.id })}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <StatusBadge ticket={ticket} />
          <SeverityBadge severity={ticket.severity} label={t(`common:severity.${ticket.severity}`)} />
          {ticket.injured && <InjuredBadge label={t('common:injured')} />}
          <Text as="span" color="fg.muted">
            {names.category(ticket.category, ticket.categoryName)} · {t('staff.km', { km: km(ticket.kilometer) })} · {ticket.commune}
          </Text>
        </HStack>
        {!editing && (can.take || can.edit || can.close || can.reopen) && (
          <HStack gap="2" wrap="wrap" pt="1">
            {can.take && (
              <Button onClick={() => void take()} loading={taking} colorPalette={takeUnsent ? 'red' : undefined}>
                {takeUnsent ? t('common:sendFailed') : t('staff.take')}
              </Button>
            )}
            {can.edit && (
              <Button variant="outline" onClick={() => setEditing(true)}>
                {t('staff.edit')}
              </Button>
            )}
            {can.close && (
              <Button variant="outline" colorPalette="red" onClick={() => setClosing(true)}>
                {t('staff.close')}
              </Button>
            )}
            {can.reopen && (
              <Button variant="outline" onClick={() => setReopening(true)}>
                {t('staff.reopen')}
              </Button>
            )}
          </HStack>
        )}
      </Stack>

      {user.role === 'INSPECTOR' && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('detail.readOnly')}</Alert.Title>
        </Alert.Root>
      )}

      {editing ? (
        <Stack gap="8">
          <EventForm
            key={ticket.id}
            mode="edit"
            variant="staff"
            title={t('staff.editTitle')}
            initialTicket={ticket}
            canChangeStatus
            canClose={can.close}
            onCancel={() => setEditing(false)}
            onSaved={onFormSaved}
            changedElsewhere={stale}
            onCurrent={saved}
          />
          <AttachmentsGallery ticketId={ticket.id} hint={t('attachments.addHint')} />
        </Stack>
      ) : (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(18rem, 22rem) minmax(0, 1fr)' }} gap="6" alignItems="start">
          <StaffSidePanel
            ticket={ticket}
            can={{ triage: can.triage, reassign: can.reassign, lifecycle: can.edit }}
            onSaved={saved}
            units={
              isRole(user.role) && isControlRoom(user.role)
                ? // Never while editing: a refresh would lose what is typed.
                  { canDispatch: ticket.statusCode !== CLOSED_STATUS, onChanged: () => void (!editing && refresh?.()) }
                : undefined
            }
            sentUnits={isRole(user.role) && (isControlRoom(user.role) || user.role === 'INSPECTOR')}
            canReveal={isRole(user.role) && mayReveal(user.role)}
            agencies={
              isRole(user.role) && (isControlRoom(user.role) || user.role === 'INSPECTOR')
                ? { canWrite: isControlRoom(user.role), onChanged: () => void (!editing && refresh?.()) }
                : undefined
            }
          />
          <Stack gap="8" minW="0">
            <Stack as="section" gap="2">
              <Heading as="h2" size="lg">
                {t('staff.description')}
              </Heading>
              <Text whiteSpace="pre-line">{description || t('history.empty_value')}</Text>
            </Stack>
            <CommentsPanel ticketId={ticket.id} canComment={can.comment} templates={can.comment} />
            <AttachmentsGallery ticketId={ticket.id} hint={can.edit ? t('attachments.addHint') : undefined} />
            <Box>
              <HistoryTimeline ticketId={ticket.id} />
            </Box>
          </Stack>
        </Grid>
      )}

      {closing && (
        <CloseEventDialog ticket={ticket} open onOpenChange={setClosing} onClosed={saved} onConflict={saved} finalFocusEl={toHeading} />
      )}
      {reopening && (
        <StaffReopenDialog
          ticket={ticket}
          open
          onOpenChange={setReopening}
          onReopened={saved}
          onConflict={saved}
          finalFocusEl={toHeading}
        />
      )}
    </Stack>
  );
}
