// "Nuevo trabajo" and "Editar trabajo" (SUPERVISOR, ADMIN). An edit sends the version it loaded
// (If-Match); a work changed meanwhile is refused (412): the page says so and reloads the work on
// request, keeping what was typed. The conflicts the server answers are shown on the work's page.
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { createWork, isApiError, updateWork } from '@vigia/api-client';
import { useQuery, useQueryClient, workQueryOptions, worksQueryKeys } from '@vigia/api-client/query';
import { useAuth } from '@vigia/auth';
import { areaOfRole, type Work } from '@vigia/domain';
import { Alert, ErrorState, Heading, LoadingState, Stack, notify } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { createValidationMessages } from '@vigia/i18n/validation';
import { plansWorks } from './roles';
import { isStale, StaleAlert } from './stale-alert';
import { clearDraft, readDraft, writeDraft } from './work-draft';
import { WorkForm } from './work-form';
import { EMPTY_WORK, fieldOf, fromWork, toWorkInput, workResolver, type WorkFormValues } from './work-form-values';

export function WorkFormPage() {
  const { t } = useTranslation('works');
  const param = useParams().id;
  const id = param === undefined ? null : Number(param);
  const work = useQuery({ ...workQueryOptions(id ?? 0), enabled: id !== null && Number.isInteger(id) && id > 0 });
  if (id === null) return <WorkFormBody id={null} work={null} onReload={() => undefined} />;
  if (work.status === 'pending') return <LoadingState label={t('detail.loading')} />;
  if (work.status === 'error' || !work.data)
    return <ErrorState message={t('detail.failed')} retryLabel={t('common:retry')} onRetry={() => void work.refetch()} />;
  return <WorkFormBody id={id} work={work.data} onReload={() => work.refetch().then((r) => r.data)} />;
}

interface BodyProps {
  id: number | null;
  work: Work | null;
  onReload: () => Promise<Work | undefined> | void;
}

function WorkFormBody({ id, work, onReload }: BodyProps) {
  const { t } = useTranslation('works');
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const base = `/${areaOfRole(user?.role) ?? 'operator'}/works`;
  const resolver = useMemo(() => workResolver(createValidationMessages(t)), [t]);
  const form = useForm<WorkFormValues>({ resolver, defaultValues: readDraft(id) ?? (work ? fromWork(work) : EMPTY_WORK) });
  const [version, setVersion] = useState(work?.version);
  const [problem, setProblem] = useState<unknown>(null);
  const titleId = 'work-form-title';

  useEffect(() => {
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => writeDraft(id, values) });
  }, [form, id]);

  if (!plansWorks(user?.role)) return null;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const input = toWorkInput(values);
      const saved = id === null ? await createWork(input) : await updateWork(id, input, version);
      clearDraft(id);
      notify.success(t('form.saved'));
      await queryClient.invalidateQueries({ queryKey: worksQueryKeys.all });
      navigate(`${base}/${saved.work.id}`, { state: { warnings: saved.warnings } });
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.errors.some((e) => e.field)) {
        for (const e of error.errors) {
          if (!e.field) continue;
          form.setError(fieldOf(e.field) as keyof WorkFormValues, { message: e.message });
        }
      }
      setProblem(error);
    }
  });

  const reload = async () => {
    const fresh = await onReload();
    if (fresh) setVersion(fresh.version);
    setProblem(null);
  };

  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="xl" id={titleId}>
        {id === null ? t('form.titleNew') : t('form.titleEdit')}
      </Heading>
      {isStale(problem) ? (
        <StaleAlert onReload={() => void reload()} />
      ) : problem ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>
            {isApiError(problem) && problem.status < 500 && problem.errors[0]?.message && !problem.errors[0].field
              ? problem.errors[0].message
              : t('form.failed')}
          </Alert.Description>
        </Alert.Root>
      ) : null}
      <WorkForm
        form={form}
        onSubmit={(e) => void submit(e)}
        busy={form.formState.isSubmitting}
        onBack={() => navigate(id === null ? base : `${base}/${id}`)}
        titleId={titleId}
      />
    </Stack>
  );
}
