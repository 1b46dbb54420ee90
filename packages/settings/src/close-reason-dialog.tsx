import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { createCloseReason, updateCloseReason } from '@vigia/api-client';
import { CLOSE_REASON_MAX_LENGTH, type CloseReason } from '@vigia/domain';
import { createCloseReasonSchema } from '@vigia/domain/schemas';
import { FormField, Input, notify } from '@vigia/design-system';
import { FormDialog } from '@vigia/design-system/overlays';
import { createValidationMessages, useTranslation } from '@vigia/i18n';
import { showSaveError } from './save-error';

interface Values {
  name: string;
}

/** Add a closing reason (reason = null) or rename one; an active reason stays active. */
export function CloseReasonDialog({ reason, onClose, onSaved }: { reason: CloseReason | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('settings');
  const schema = useMemo(() => createCloseReasonSchema(createValidationMessages(t)).pick(['name']), [t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: yupResolver(schema) as unknown as Resolver<Values>,
    defaultValues: { name: reason?.name ?? '' },
  });

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
    <FormDialog
      onClose={onClose}
      size={{ base: 'full', sm: 'md' }}
      title={t(reason ? 'closeReasons.renameTitle' : 'closeReasons.createTitle')}
      onSubmit={save}
      busy={isSubmitting}
      submitLabel={t('common:save')}
      cancelLabel={t('common:cancel')}
    >
      <FormField label={t('closeReasons.name')} required invalid={Boolean(errors.name)} errorText={errors.name?.message}>
        <Input {...register('name')} maxLength={CLOSE_REASON_MAX_LENGTH} autoComplete="off" />
      </FormField>
    </FormDialog>
  );
}
