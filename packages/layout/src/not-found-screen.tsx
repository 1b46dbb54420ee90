import { Link as RouterLink } from 'react-router-dom';
import { Button, Heading, Stack, Text } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';

export function NotFoundScreen() {
  const { t } = useTranslation('layout');
  return (
    <Stack as="main" align="center" justify="center" minH="60dvh" gap="4" p="6" textAlign="center">
      <Text fontSize="6xl" fontWeight="bold" color="fg.muted" aria-hidden>
        404
      </Text>
      <Heading as="h1" size="xl">
        {t('notFound.title')}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {t('notFound.text')}
      </Text>
      <Button asChild>
        <RouterLink to="/">{t('notFound.back')}</RouterLink>
      </Button>
    </Stack>
  );
}
