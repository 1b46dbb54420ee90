// Staff preferences, opened from the user menu (fetched only then): e-mail for assignments.
import { useState } from 'react';
import { updatePreferences } from '@vigia/api-client';
import { loadStateOf, preferencesQueryOptions, useQuery, useQueryClient } from '@vigia/api-client/query';
import { createPreferencesSchema } from '@vigia/domain/schemas';
import { Button, ErrorState, LoadingState, Stack, Text, notify } from '@vigia/design-system';
import { Checkbox } from '@vigia/design-system/controls';
import { Dialog, Portal } from '@vigia/design-system/overlays';
import { useTranslation } from '@vigia/i18n';

export interface PreferencesDialogProps {
  userId: string;
  onClose: () => void;
}

export default function PreferencesDialog({ userId, onClose }: PreferencesDialogProps) {
  const { t } = useTranslation('layout');
  const queryClient = useQueryClient();
  const options = preferencesQueryOptions(userId);
  const key = options.queryKey;
  const query = useQuery(options);
  const state = loadStateOf(query);
  const [saving, setSaving] = useState(false);
  // Bumped when a save fails: the control is drawn again from what is in force (focus kept).
  const [revision, setRevision] = useState(0);

  // Saved on change: a switch says what is in force, not what a button would save later.
  const save = async (emailNotifications: boolean) => {
    setSaving(true);
    try {
      const saved = await updatePreferences(createPreferencesSchema().validateSync({ emailNotifications }));
      queryClient.setQueryData(key, saved);
      notify.success(t('preferences.saved'));
    } catch {
      notify.error(t('preferences.failed'));
      setRevision((r) => r + 1);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} size={{ base: 'full', sm: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('preferences.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {state.status === 'loading' && <LoadingState label={t('common:loading')} />}
              {state.status === 'error' && (
                <ErrorState message={t('preferences.loadError')} retryLabel={t('common:retry')} onRetry={() => void query.refetch()} />
              )}
              {state.status === 'ready' && (
                <Stack gap="2">
                  <Checkbox.Root
                    key={revision}
                    checked={state.data.emailNotifications}
                    disabled={saving}
                    onCheckedChange={(e) => void save(e.checked === true)}
                  >
                    {/* A checkbox that acts at once: announced as a switch. */}
                    <Checkbox.HiddenInput role="switch" aria-describedby="preferences-email-hint" autoFocus={revision > 0} />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('preferences.emailNotifications')}</Checkbox.Label>
                  </Checkbox.Root>
                  <Text id="preferences-email-hint" fontSize="sm" color="fg.muted">
                    {t('preferences.hint')}
                  </Text>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{t('preferences.close')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
