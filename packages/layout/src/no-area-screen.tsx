import { useNavigate } from 'react-router-dom';
import { useAuth } from '@vigia/auth';
import { Button, Heading, Stack, Text } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';

/** The default route set for a signed-in user without a known role: nothing to show but a way out. */
export function NoAreaScreen() {
  const { t } = useTranslation('layout');
  const { logout } = useAuth();
  const navigate = useNavigate();
  return (
    <Stack as="main" align="center" justify="center" minH="60dvh" gap="4" p="6" textAlign="center">
      <Heading as="h1" size="xl">
        {t('noArea.title')}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {t('noArea.text')}
      </Text>
      <Button
        onClick={() => {
          logout();
          navigate('/user/login', { replace: true });
        }}
      >
        {t('signOut')}
      </Button>
    </Stack>
  );
}
