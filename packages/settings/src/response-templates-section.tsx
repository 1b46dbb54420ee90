import { useState } from 'react';
import { deleteResponseTemplate } from '@vigia/api-client';
import { loadStateOf, queryKeys, responseTemplatesQueryOptions, useQuery, useQueryClient } from '@vigia/api-client/query';
import type { ResponseTemplate } from '@vigia/domain';
import { Box, Button, Flex, HStack, Heading, Stack, Text, notify } from '@vigia/design-system';
import { LoadedList } from '@vigia/design-system/controls';
import { ConfirmDialog } from '@vigia/design-system/overlays';
import { listLabels, useTranslation } from '@vigia/i18n';
import { ResponseTemplateDialog } from './response-template-dialog';
import { showSaveError } from './save-error';

/** "Plantillas de respuesta": texts operators insert into public comments; create, edit, delete. */
export function ResponseTemplatesSection() {
  const { t } = useTranslation('settings');
  const client = useQueryClient();
  const query = useQuery(responseTemplatesQueryOptions());
  const state = loadStateOf(query);
  // undefined: no dialog; null: a new template.
  const [editing, setEditing] = useState<ResponseTemplate | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ResponseTemplate | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.triage.responseTemplates() });

  const remove = async (template: ResponseTemplate) => {
    try {
      await deleteResponseTemplate(template.id);
      refresh();
      notify.success(t('templates.deleted'));
    } catch (error) {
      showSaveError(error, { fields: [], title: t('saveFailed') });
      throw error;
    }
  };

  return (
    <Stack gap="4">
      <Text>{t('templates.intro')}</Text>
      <Box>
        <Button onClick={() => setEditing(null)}>{t('templates.add')}</Button>
      </Box>
      <LoadedList state={state} onRetry={refresh} labels={listLabels(t, { error: t('templates.loadError'), empty: t('templates.empty') })}>
        {(templates) => (
          <Stack as="ul" aria-label={t('templates.list')} gap="3" listStyleType="none" m="0" p="0">
            {templates.map((tpl) => (
              <Box as="li" key={tpl.id} borderWidth="1px" borderRadius="md" p="4">
                <Stack gap="2">
                  <Flex
                    direction={{ base: 'column', sm: 'row' }}
                    justify="space-between"
                    align={{ base: 'stretch', sm: 'flex-start' }}
                    gap="2"
                  >
                    <Heading as="h3" size="sm" overflowWrap="anywhere">
                      {tpl.title}
                    </Heading>
                    <HStack gap="2" flexShrink={0}>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t('templates.editOf', { title: tpl.title })}
                        onClick={() => setEditing(tpl)}
                      >
                        {t('templates.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t('templates.deleteOf', { title: tpl.title })}
                        onClick={() => setDeleting(tpl)}
                      >
                        {t('templates.delete')}
                      </Button>
                    </HStack>
                  </Flex>
                  {/* Plain text as the operator will insert it: line breaks kept, never HTML. */}
                  <Text whiteSpace="pre-wrap" overflowWrap="anywhere" color="fg.muted" lineClamp={4}>
                    {tpl.body}
                  </Text>
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </LoadedList>
      {editing !== undefined && (
        <ResponseTemplateDialog key={editing?.id ?? 'new'} template={editing} onClose={() => setEditing(undefined)} onSaved={refresh} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('templates.confirmDelete.title', { title: deleting?.title ?? '' })}
        description={t('templates.confirmDelete.description')}
        confirmLabel={t('templates.confirmDelete.confirm')}
        cancelLabel={t('common:cancel')}
        destructive
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </Stack>
  );
}
