// An event's related events, both ways (issue 26): the master it duplicates, its duplicates, the
// primary incident it is secondary to and its secondaries, as links to those events. Whoever may
// edit it (SUPERVISOR, ADMIN, the assigned OPERATOR) may mark it as a duplicate (it closes this event)
// or as a secondary incident of another, the other's number first, then a confirmation; and may
// remove the link to its primary.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isApiError, linkTicket, mergeTicket } from '@vigia/api-client';
import type { Ticket } from '@vigia/domain';
import { Button, FormField, HStack, Input, Link, Stack, Text, notify } from '@vigia/design-system';
import { ConfirmDialog, Dialog, Portal } from '@vigia/design-system/overlays';
import { useTranslation } from '@vigia/i18n';
import { Fact, Facts, PanelSection } from './staff-facts';

function EventLinks({ ids }: { ids: number[] }) {
  return (
    <HStack as="span" gap="3" wrap="wrap">
      {ids.map((id) => (
        // Relative to this event's own route (/<area>/events/:id).
        <Link key={id} asChild color="brand.fg" textDecoration="underline" minH="44px" display="inline-flex" alignItems="center">
          <RouterLink to={`../${id}`} relative="path">
            #{id}
          </RouterLink>
        </Link>
      ))}
    </HStack>
  );
}

interface OtherEventWords {
  title: string;
  confirmText: (other: number) => string;
  confirm: string;
  done: (other: number) => string;
  failed: string;
}

/** Asks another event's number (not this one's), confirms, then runs the merge or the link. */
function OtherEventDialog({
  ticket,
  words,
  field,
  destructive,
  run,
  onClose,
  onSaved,
}: {
  ticket: Ticket;
  words: OtherEventWords;
  /** The body field the server names in its errors about the other event. */
  field: 'into' | 'primary';
  destructive: boolean;
  run: (other: number) => Promise<Ticket>;
  onClose: () => void;
  onSaved: (ticket: Ticket) => void;
}) {
  const { t } = useTranslation('events');
  const [value, setValue] = useState('');
  const [other, setOther] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(value.trim().replace(/^#/, ''));
    if (!value.trim() || !Number.isInteger(n) || n <= 0) return setError(t('links.masterRequired'));
    if (n === ticket.id) return setError(t('links.notSelf'));
    setOther(n);
  };

  const save = async () => {
    if (other === null) return;
    setBusy(true);
    try {
      const saved = await run(other);
      notify.success(words.done(other));
      onSaved(saved);
      onClose();
    } catch (e) {
      const message = isApiError(e) ? (e.fieldErrors()[field] ?? e.message) : undefined;
      notify.error(words.failed, message);
      // Back to the number, with the server's word on it (not visible, itself a duplicate…).
      setError(message);
      setOther(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && !busy && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{words.title}</Dialog.Title>
            </Dialog.Header>
            {other === null ? (
              <form onSubmit={ask} noValidate>
                <Dialog.Body>
                  <FormField label={t('links.master')} required invalid={Boolean(error)} errorText={error}>
                    <Input
                      name={field}
                      inputMode="numeric"
                      autoComplete="off"
                      value={value}
                      onChange={(e) => {
                        setValue(e.target.value);
                        setError(undefined);
                      }}
                    />
                  </FormField>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={onClose}>
                    {t('common:cancel')}
                  </Button>
                  <Button type="submit">{t('links.next')}</Button>
                </Dialog.Footer>
              </form>
            ) : (
              <>
                <Dialog.Body>
                  <Dialog.Description>{words.confirmText(other)}</Dialog.Description>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={() => setOther(null)} disabled={busy}>
                    {t('links.back')}
                  </Button>
                  <Button {...(destructive ? { colorPalette: 'red' } : {})} onClick={() => void save()} loading={busy}>
                    {words.confirm}
                  </Button>
                </Dialog.Footer>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type Dialogs = 'merge' | 'link' | 'unlink' | null;

export function StaffLinks({ ticket, canMerge, onSaved }: { ticket: Ticket; canMerge: boolean; onSaved: (ticket: Ticket) => void }) {
  const { t } = useTranslation('events');
  const [open, setOpen] = useState<Dialogs>(null);
  const close = () => setOpen(null);
  const { id, duplicateOf, duplicates, primaryId, secondaryIds } = ticket;
  const any = duplicateOf !== null || duplicates.length > 0 || primaryId !== null || secondaryIds.length > 0;
  const mayMerge = canMerge && duplicateOf === null;
  // One primary at a time: to change it, the link is removed first.
  const mayLink = canMerge && duplicateOf === null && primaryId === null;
  const mayUnlink = canMerge && primaryId !== null;
  if (!any && !mayMerge && !mayLink) return null;

  const unlink = async () => {
    try {
      const saved = await linkTicket(id, null);
      notify.success(t('links.unlinkDone', { primary: primaryId }));
      onSaved(saved);
    } catch (e) {
      const message = isApiError(e) ? (e.fieldErrors()['primary'] ?? e.message) : undefined;
      notify.error(t('links.unlinkFailed'), message);
      throw e; // keeps the confirmation open for another try
    }
  };

  return (
    <PanelSection title={t('links.title')}>
      <Stack gap="3">
        {any ? (
          <Facts>
            {duplicateOf !== null && (
              <Fact label={t('links.duplicateOf')}>
                <EventLinks ids={[duplicateOf]} />
              </Fact>
            )}
            {duplicates.length > 0 && (
              <Fact label={t('links.duplicates')}>
                <EventLinks ids={duplicates} />
              </Fact>
            )}
            {primaryId !== null && (
              <Fact label={t('links.primary')}>
                <EventLinks ids={[primaryId]} />
              </Fact>
            )}
            {secondaryIds.length > 0 && (
              <Fact label={t('links.secondaries')}>
                <EventLinks ids={secondaryIds} />
              </Fact>
            )}
          </Facts>
        ) : (
          <Text color="fg.muted">{t('links.none')}</Text>
        )}
        {mayMerge && (
          <Button variant="outline" w="full" onClick={() => setOpen('merge')}>
            {t('links.markDuplicate')}
          </Button>
        )}
        {mayLink && (
          <Button variant="outline" w="full" onClick={() => setOpen('link')}>
            {t('links.markSecondary')}
          </Button>
        )}
        {mayUnlink && (
          <Button variant="outline" w="full" onClick={() => setOpen('unlink')}>
            {t('links.unlink', { primary: primaryId })}
          </Button>
        )}
      </Stack>
      {open === 'merge' && (
        <OtherEventDialog
          ticket={ticket}
          field="into"
          destructive
          run={(into) => mergeTicket(id, into)}
          words={{
            title: t('links.mergeTitle', { id }),
            confirmText: (into) => t('links.confirmText', { id, into }),
            confirm: t('links.confirm'),
            done: (into) => t('links.done', { into }),
            failed: t('links.failed'),
          }}
          onClose={close}
          onSaved={onSaved}
        />
      )}
      {open === 'link' && (
        <OtherEventDialog
          ticket={ticket}
          field="primary"
          destructive={false}
          run={(primary) => linkTicket(id, primary)}
          words={{
            title: t('links.linkTitle', { id }),
            confirmText: (primary) => t('links.linkConfirmText', { id, primary }),
            confirm: t('links.linkConfirm'),
            done: (primary) => t('links.linkDone', { primary }),
            failed: t('links.linkFailed'),
          }}
          onClose={close}
          onSaved={onSaved}
        />
      )}
      <ConfirmDialog
        open={open === 'unlink'}
        onOpenChange={(next) => !next && close()}
        title={t('links.unlinkTitle', { primary: primaryId })}
        description={t('links.unlinkText', { id, primary: primaryId })}
        confirmLabel={t('links.unlinkConfirm')}
        cancelLabel={t('common:cancel')}
        onConfirm={unlink}
      />
    </PanelSection>
  );
}
