import { useWatch } from 'react-hook-form';
import { createResponseTemplate, updateResponseTemplate } from '@vigia/api-client';
import { COMMENT_MAX_LENGTH, TEMPLATE_TITLE_MAX_LENGTH, type ResponseTemplate } from '@vigia/domain';
import { createResponseTemplateSchema } from '@vigia/domain/schemas';
import { FormField, Input, Stack, Textarea, notify } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { showSaveError } from './save-error';
import { SaveDialog, useSettingsForm } from './settings-list';

interface Values {
  title: string;
  body: string;
}

/** Create (template = null) or edit a response template: a title and plain text. */
export function ResponseTemplateDialog({
  template,
  onClose,
  onSaved,
}: {
  template: ResponseTemplate | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('settings');
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useSettingsForm<Values>(createResponseTemplateSchema, { title: template?.title ?? '', body: template?.body ?? '' });
  const length = (useWatch({ control, name: 'body' }) ?? '').length;

  const save = handleSubmit(async (values) => {
    try {
      if (template) await updateResponseTemplate(template.id, values);
      else await createResponseTemplate(values);
      notify.success(t(template ? 'templates.updated' : 'templates.created'));
      onSaved();
      onClose();
    } catch (error) {
      showSaveError<Values>(error, { fields: ['title', 'body'], setError, title: t('saveFailed') });
    }
  });

  return (
    <SaveDialog
      onClose={onClose}
      size="lg"
      scrollBehavior="inside"
      title={t(template ? 'templates.editTitle' : 'templates.createTitle')}
      onSubmit={save}
      busy={isSubmitting}
    >
      <Stack gap="4">
        <FormField label={t('templates.titleField')} required invalid={Boolean(errors.title)} errorText={errors.title?.message}>
          <Input {...register('title')} maxLength={TEMPLATE_TITLE_MAX_LENGTH} autoComplete="off" />
        </FormField>
        <FormField
          label={t('templates.body')}
          required
          invalid={Boolean(errors.body)}
          errorText={errors.body?.message}
          helperText={t('templates.bodyHint', { count: length, max: COMMENT_MAX_LENGTH })}
        >
          {/* No maxLength: a pasted longer text is shown whole, and the rule says what to cut. */}
          <Textarea {...register('body')} rows={8} autoresize />
        </FormField>
      </Stack>
    </SaveDialog>
  );
}
