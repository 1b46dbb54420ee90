import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { PRODUCT_NAME } from '@vigia/domain';
import { Alert, Box, Button, Container, Flex, HStack, Link, Text } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { LanguageSwitcher } from './language-switcher';
import { ThemeSwitcher } from './theme-switcher';

export interface FrameLinkProps {
  to: string;
  children: ReactNode;
  style?: CSSProperties;
}

function Anchor({ to, ...rest }: FrameLinkProps) {
  return <a href={to} {...rest} />;
}

/** Frame of the signed-out pages that are not the sign-in forms (the public event form). */
export function PublicPageFrame({
  children,
  signInNotice = false,
  linkComponent: FrameLink = Anchor,
}: {
  children: ReactNode;
  signInNotice?: boolean;
  /**
   * The shell passes its router's Link. mf-public's own page has no router (and does not download
   * one): its links are plain anchors, which the server answers with the shell.
   */
  linkComponent?: ComponentType<FrameLinkProps>;
}) {
  const { t } = useTranslation('layout');
  return (
    <Box minH="100dvh" bg="bg">
      {/*
        On a phone (360 px) nothing is hidden: the controls stay beside the name and the public links
        wrap on a row of their own below. The DOM follows that phone order; from md up the links move
        back between the name and the controls on a single row.
      */}
      <Flex
        as="header"
        align="center"
        wrap="wrap"
        columnGap={{ base: '2', md: '3' }}
        rowGap="1"
        px={{ base: '3', md: '9' }}
        py={{ base: '2', md: '3' }}
        bg="header.bg"
        color="header.fg"
        borderBottomWidth="1px"
        borderColor="border"
      >
        <Text fontWeight="bold" fontSize="lg">
          {PRODUCT_NAME}
        </Text>
        <Text display={{ base: 'none', sm: 'block' }} color="fg.muted" fontSize="sm">
          {t('publicTagline')}
        </Text>
        <Box flex="1" />
        <HStack gap={{ base: '1', md: '3' }} order={{ md: 1 }}>
          <LanguageSwitcher />
          <ThemeSwitcher compact />
          <Button asChild variant="outline" size="sm">
            <FrameLink to="/user/login">{t('signIn')}</FrameLink>
          </Button>
        </HStack>
        <Flex
          as="nav"
          aria-label={t('publicNav.label')}
          wrap="wrap"
          align="center"
          columnGap={{ base: '4', md: '3' }}
          fontSize="sm"
          w={{ base: 'full', md: 'auto' }}
        >
          {/* Taller on a phone so each link is a comfortable finger target. */}
          <Link asChild color="header.fg" py={{ base: '2', md: '0' }}>
            <FrameLink to="/event/form">{t('publicNav.report')}</FrameLink>
          </Link>
          <Link asChild color="header.fg" py={{ base: '2', md: '0' }}>
            <FrameLink to="/event/follow-up">{t('publicNav.followUp')}</FrameLink>
          </Link>
          {/* A page the server writes (api-server web/road-status-page.ts): a full load, never the router. */}
          <Link href="/estado-de-la-ruta" color="header.fg" py={{ base: '2', md: '0' }}>
            {t('publicNav.roadStatus')}
          </Link>
        </Flex>
      </Flex>
      <Container as="main" id="main-content" maxW="4xl" py="6" px={{ base: '3', md: '6' }}>
        {signInNotice && (
          <Alert.Root status="info" mb="6">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('signInNotice.title')}</Alert.Title>
              <Alert.Description>
                {t('signInNotice.text')}{' '}
                <FrameLink to="/user/login" style={{ textDecoration: 'underline' }}>
                  {t('signIn')}
                </FrameLink>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {children}
      </Container>
    </Box>
  );
}
