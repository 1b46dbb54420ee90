import { useState } from 'react';
import { deleteResponseTemplate } from '@vigia/api-client';
import { responseTemplatesQueryOptions } from '@vigia/api-client/query';
import type { ResponseTemplate } from '@vigia/domain';
import { Box, Flex, HStack, Heading, Stack, Text } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { ResponseTemplateDialog } from './response-template-dialog';
import { ConfirmChange, EditableList, RowButton, useSettingsQuery } from './settings-list';

/** "Plantillas de respuesta": texts operators insert into public comments; create, edit, delete. */
export function ResponseTemplatesSection() {
  const { t } = useTranslation('settings');
  const query = useSettingsQuery(responseTemplatesQueryOptions());
  // undefined: no dialog; null: a new template.
  const [editing, setEditing] = useState<ResponseTemplate | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ResponseTemplate | null>(null);

  const remove = (template: ResponseTemplate) => query.change(() => deleteResponseTemplate(template.id), t('templates.deleted'));

  return (
    <EditableList
      texts="templates"
      onAdd={() => setEditing(null)}
      query={query}
      gap="3"
      item={(tpl) => (
        <Box as="li" key={tpl.id} borderWidth="1px" borderRadius="md" p="4">
          <Stack gap="2">
            <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'flex-start' }} gap="2">
              <Heading as="h3" size="sm" overflowWrap="anywhere">
                {tpl.title}
              </Heading>
              <HStack gap="2" flexShrink={0}>
                <RowButton aria-label={t('templates.editOf', { title: tpl.title })} onClick={() => setEditing(tpl)}>
                  {t('templates.edit')}
                </RowButton>
                <RowButton danger aria-label={t('templates.deleteOf', { title: tpl.title })} onClick={() => setDeleting(tpl)}>
                  {t('templates.delete')}
                </RowButton>
              </HStack>
            </Flex>
            {/* Plain text as the operator will insert it: line breaks kept, never HTML. */}
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere" color="fg.muted" lineClamp={4}>
              {tpl.body}
            </Text>
          </Stack>
        </Box>
      )}
    >
      {editing !== undefined && (
        <ResponseTemplateDialog
          key={editing?.id ?? 'new'}
          template={editing}
          onClose={() => setEditing(undefined)}
          onSaved={query.refresh}
        />
      )}
      <ConfirmChange
        record={deleting}
        onClose={() => setDeleting(null)}
        texts="templates.confirmDelete"
        name={(tpl) => ({ title: tpl?.title ?? '' })}
        onConfirm={remove}
      />
    </EditableList>
  );
}
