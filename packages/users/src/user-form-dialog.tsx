import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { createUser, isApiError, updateUser } from '@vigia/api-client';
import { ROLES, type UserProfile, type UserProfileInput } from '@vigia/domain';
import { createUserSchema, createUserUpdateSchema } from '@vigia/domain/schemas';
import { FormField, Input, SelectInput, SimpleGrid, Stack, notify } from '@vigia/design-system';
import { FormDialog } from '@vigia/design-system/overlays';
import { useTranslation } from '@vigia/i18n';
import { createValidationMessages } from '@vigia/i18n/validation';

/** What is sent to create a user; an edit adds the user's id and may leave the password empty. */
type Values = UserProfileInput & { uuid?: string };

const EMAIL_TAKEN = 'El correo electrónico ya está registrado';
const FIELDS = ['firstName', 'lastName', 'email', 'password', 'phone', 'rut', 'realAddress'] as const;

/** Create (user = null) or edit a user; validated with the schemas the server uses. */
export function UserFormDialog({
  user,
  open,
  onOpenChange,
  onSaved,
  selfId,
}: {
  user: UserProfile | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
  selfId: string | undefined;
}) {
  const { t } = useTranslation('users');
  const editing = user !== null;
  const schema = useMemo(() => {
    const m = createValidationMessages(t);
    return editing ? createUserUpdateSchema(m) : createUserSchema(m);
  }, [editing, t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: yupResolver(schema as never) as unknown as Resolver<Values>,
    defaultValues: user
      ? {
          uuid: user.id,
          email: user.email,
          password: '',
          firstName: user.firstName,
          lastName: user.lastName,
          profileCode: user.profileCode,
          phone: user.phone,
          rut: user.rut,
          realAddress: user.realAddress,
        }
      : { email: '', password: '', firstName: '', lastName: '', profileCode: 'DRIVER', phone: '', rut: '', realAddress: '' },
  });

  const save = handleSubmit(async (values) => {
    try {
      if (user) {
        await updateUser({ ...values, uuid: user.id, ...(values.password ? {} : { password: undefined }) });
        notify.success(t('errors:userUpdated'));
      } else {
        // Left empty, the user gets an e-mail to choose a password (issue 25).
        await createUser({ ...values, ...(values.password ? {} : { password: undefined }) });
        notify.success(t('errors:userCreated'));
      }
      onSaved();
      onOpenChange(false);
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors() : {};
      if (fields.email === EMAIL_TAKEN || (isApiError(error) && error.status === 409 && fields.email)) {
        setError('email', { message: t('errors:emailRegistered') });
        return;
      }
      for (const [field, message] of Object.entries(fields)) setError(field as keyof Values, { message });
      if (user) notify.error(t('errors:userNotUpdated'));
      else notify.error(isApiError(error) && error.errors[0] ? error.errors[0].message : t('errors:generic'));
    }
  });

  const isSelf = user !== null && user.id === selfId;
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      size={{ base: 'full', sm: 'lg' }}
      scrollBehavior="inside"
      title={editing ? t('form.editTitle') : t('form.createTitle')}
      onSubmit={save}
      busy={isSubmitting}
      submitLabel={t('form.save')}
      cancelLabel={t('form.cancel')}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {FIELDS.map((name) => (
            <FormField
              key={name}
              label={t(`form.${name}`)}
              required={name !== 'realAddress' && name !== 'password'}
              invalid={Boolean(errors[name])}
              errorText={errors[name]?.message}
              helperText={
                name === 'password'
                  ? editing
                    ? t('form.passwordKeep')
                    : t('form.passwordInvite')
                  : name === 'phone'
                    ? t('form.phoneHint')
                    : undefined
              }
            >
              {/* The phone as reporters type it ("+56 9 1234 5678"): the schema keeps its digits. */}
              <Input
                {...register(name)}
                type={name === 'password' ? 'password' : name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
                autoComplete={name === 'password' ? 'new-password' : 'off'}
              />
            </FormField>
          ))}
          <FormField label={t('form.profileCode')} required invalid={Boolean(errors.profileCode)} errorText={errors.profileCode?.message}>
            {(p) => (
              <SelectInput
                {...p}
                {...register('profileCode')}
                disabled={isSelf}
                options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
              />
            )}
          </FormField>
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
