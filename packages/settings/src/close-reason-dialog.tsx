import { createCloseReason, updateCloseReason } from '@vigia/api-client';
import { CLOSE_REASON_MAX_LENGTH, type CloseReason, type ValidationMessages } from '@vigia/domain';
import { createCloseReasonSchema } from '@vigia/domain/schemas';
import { FormField, Input, notify } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { showSaveError } from './save-error';
import { SaveDialog, useSettingsForm } from './settings-list';

interface Values {
  name: string;
}
const nameSchema = (m: ValidationMessages) => createCloseReasonSchema(m).pick(['name']);

/** Add a closing reason (reason = null) or rename one; an active reason stays active. */
export function CloseReasonDialog({ reason, onClose, onSaved }: { reason: CloseReason | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('settings');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSettingsForm<Values>(nameSchema, { name: reason?.name ?? '' });

  const save = handleSubmit(async ({ name }) => {
    try {
      if (reason) await updateCloseReason(reason.code, { name, active: reason.active });
      else await createCloseReason({ name, active: true });
      notify.success(t(reason ? 'closeReasons.renamed' : 'closeReasons.created'));
      onSaved();
      onClose();
    } catch (error) {
      showSaveError<Values>(error, { fields: ['name'], setError, title: t('saveFailed') });
    }
  });

  return (
    <SaveDialog
      onClose={onClose}
      size="md"
      title={t(reason ? 'closeReasons.renameTitle' : 'closeReasons.createTitle')}
      onSubmit={save}
      busy={isSubmitting}
    >
      <FormField label={t('closeReasons.name')} required invalid={Boolean(errors.name)} errorText={errors.name?.message}>
        <Input {...register('name')} maxLength={CLOSE_REASON_MAX_LENGTH} autoComplete="off" />
      </FormField>
    </SaveDialog>
  );
}
