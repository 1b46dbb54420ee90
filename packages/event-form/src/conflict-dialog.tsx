// Issue 35: a save refused as stale (or "Ver cambios" before saving) shows, field by field, what the
// user typed ("Su valor") and what the event holds now ("Valor actual"), with a radio per field.
// Nothing typed is lost until a choice is made: Escape or closing keeps the form as it is.
import { useId, useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@vigia/design-system';
import { Dialog, Portal } from '@vigia/design-system/overlays';
import { useTranslation } from '@vigia/i18n';
import type { Ticket } from '@vigia/domain';
import { displayValue } from './conflict-display';
import { keepMine, type Choice, type ConflictRow, type EditableField } from './conflict-fields';

export interface ConflictDialogProps {
  rows: ConflictRow[];
  /** The current event: its names for the coded fields ("Valor actual"). */
  theirs: Ticket | undefined;
  /** The form control of a field, whose option texts name the user's values. */
  controlId: (field: EditableField) => string;
  /** `save`: save again over the current version (else only take the values into the form). */
  onResolve: (choice: Record<string, Choice>, save: boolean) => void;
  /** Closed without a choice: the form stays as typed. */
  onClose: () => void;
}

export function ConflictDialog({ rows, theirs, controlId, onResolve, onClose }: ConflictDialogProps) {
  const { t } = useTranslation('eventForm');
  const uid = useId();
  const [choice, setChoice] = useState<Record<string, Choice>>(() => keepMine(rows));
  const allTheirs = Object.fromEntries(rows.map((r) => [r.field, 'theirs' as Choice]));
  // A value as people read it (an option's name, the description's text); loaded with the dialog.
  const shown = (field: EditableField, value: string, side: Choice) =>
    displayValue(field, value, side === 'theirs' ? theirs : undefined, controlId(field), t) || t('conflict.empty');

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} role="alertdialog" placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('conflict.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description>{t(rows.length ? 'conflict.text' : 'conflict.none')}</Dialog.Description>
                {rows.map((row) => {
                  const label = t(`fields.${row.field}`);
                  return (
                    <Box as="fieldset" key={row.field} borderWidth="1px" borderRadius="l2" p="3" m="0" minW="0">
                      <Box as="legend" px="1" fontWeight="semibold">
                        {label}
                      </Box>
                      <Stack gap="1">
                        {(['mine', 'theirs'] as const).map((side) => (
                          <HStack as="label" key={side} gap="2" cursor="pointer" minH="44px" alignItems="center">
                            <input
                              type="radio"
                              name={`${uid}-${row.field}`}
                              value={side}
                              checked={choice[row.field] === side}
                              onChange={() => setChoice((now) => ({ ...now, [row.field]: side }))}
                              style={{ width: 18, height: 18, margin: 0, flexShrink: 0, accentColor: 'currentColor' }}
                            />
                            <Text as="span">
                              <Text as="span" fontWeight="medium">
                                {t(side === 'mine' ? 'conflict.yours' : 'conflict.theirs')}:
                              </Text>{' '}
                              {shown(row.field, side === 'mine' ? row.mine : row.theirs, side)}
                            </Text>
                          </HStack>
                        ))}
                      </Stack>
                    </Box>
                  );
                })}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap="2" wrap="wrap" justify="end">
                <Button variant="outline" onClick={() => onResolve(allTheirs, false)}>
                  {t('conflict.useTheirs')}
                </Button>
                {rows.length > 0 && (
                  <Button variant="outline" onClick={() => onResolve(choice, true)}>
                    {t('conflict.saveSelection')}
                  </Button>
                )}
                <Button onClick={() => onResolve(keepMine(rows), true)}>{t('conflict.keepMine')}</Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export default ConflictDialog;
