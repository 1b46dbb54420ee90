// An event's related events, both ways (issue 26): the master it duplicates, its duplicates, the
// primary incident it is secondary to and its secondaries, as links to those events. Whoever may
// edit it (SUPERVISOR, ADMIN, the assigned OPERATOR) may mark it as a duplicate: the master's number
// first, then a confirmation, since it closes this event.
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isApiError, mergeTicket } from '@vigia/api-client';
import type { Ticket } from '@vigia/domain';
import { Button, FormField, HStack, Input, Link, Stack, Text, notify } from '@vigia/design-system';
import { Dialog, Portal } from '@vigia/design-system/overlays';
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

function MergeDialog({ ticket, onClose, onSaved }: { ticket: Ticket; onClose: () => void; onSaved: (ticket: Ticket) => void }) {
  const { t } = useTranslation('events');
  const [value, setValue] = useState('');
  const [into, setInto] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(value.trim().replace(/^#/, ''));
    if (!value.trim() || !Number.isInteger(n) || n <= 0) return setError(t('links.masterRequired'));
    if (n === ticket.id) return setError(t('links.notSelf'));
    setInto(n);
  };

  const merge = async () => {
    if (into === null) return;
    setBusy(true);
    try {
      const saved = await mergeTicket(ticket.id, into);
      notify.success(t('links.done', { into }));
      onSaved(saved);
      onClose();
    } catch (e) {
      const message = isApiError(e) ? (e.fieldErrors()['into'] ?? e.message) : undefined;
      notify.error(t('links.failed'), message);
      // Back to the number, with the server's word on it (not visible, itself a duplicate…).
      setError(message);
      setInto(null);
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
              <Dialog.Title>{t('links.mergeTitle', { id: ticket.id })}</Dialog.Title>
            </Dialog.Header>
            {into === null ? (
              <form onSubmit={ask} noValidate>
                <Dialog.Body>
                  <FormField label={t('links.master')} required invalid={Boolean(error)} errorText={error}>
                    <Input
                      name="into"
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
                  <Dialog.Description>{t('links.confirmText', { id: ticket.id, into })}</Dialog.Description>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={() => setInto(null)} disabled={busy}>
                    {t('links.back')}
                  </Button>
                  <Button colorPalette="red" onClick={() => void merge()} loading={busy}>
                    {t('links.confirm')}
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

export function StaffLinks({ ticket, canMerge, onSaved }: { ticket: Ticket; canMerge: boolean; onSaved: (ticket: Ticket) => void }) {
  const { t } = useTranslation('events');
  const [merging, setMerging] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { duplicateOf, duplicates, primaryId, secondaryIds } = ticket;
  const any = duplicateOf !== null || duplicates.length > 0 || primaryId !== null || secondaryIds.length > 0;
  const mayMerge = canMerge && duplicateOf === null;
  if (!any && !mayMerge) return null;

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
          <Button ref={buttonRef} variant="outline" w="full" onClick={() => setMerging(true)}>
            {t('links.markDuplicate')}
          </Button>
        )}
      </Stack>
      {merging && <MergeDialog ticket={ticket} onClose={() => setMerging(false)} onSaved={onSaved} />}
    </PanelSection>
  );
}
