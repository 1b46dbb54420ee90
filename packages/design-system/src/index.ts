// The design system's public surface at first paint. Each entry point is a federation singleton
// and is not tree-shaken as a whole, so export only what the apps use, by name (never `export *`
// from Chakra). Menus, dialogs, drawers, tabs and tooltips are in `@vigia/design-system/overlays`,
// checkboxes, progress bars and the pager in `@vigia/design-system/controls`.

// Provider, themes, toasts
export { DesignSystemProvider, type DesignSystemProviderProps } from './provider/design-system-provider';
export { themeScript } from './provider/theme-storage';
export { useTheme, type ThemeContextValue } from './provider/theme-context';
export { THEME_NAMES, DEFAULT_THEME, THEMES, isThemeName, isDarkTheme, type ThemeName, type ThemePalette } from './theme/themes';
export { getSystem } from './theme/system';
export { toaster, notify, Toaster, type NotifyType, type ToasterProps } from './toast/toaster';

// Our components
export { ThemePicker, DEFAULT_THEME_LABELS, type ThemePickerProps } from './components/theme-picker';
export { FormField, type FormFieldProps, type FormFieldControlProps } from './components/form-field';
export { SelectInput, type SelectInputProps, type SelectOption } from './components/select-input';
export { SplashScreen, type SplashScreenProps } from './components/splash-screen';
export {
  DeferredOnIntent,
  useFocusOnMount,
  type DeferredOnIntentProps,
  type DeferredWidgetProps,
  type IntentHandlers,
} from './components/deferred-on-intent';
export { Logo, type LogoProps } from './components/logo';
export { ScreenTitle } from './components/screen-title';
export {
  EmptyState,
  ErrorState,
  LoadingState,
  type EmptyStateProps,
  type ErrorStateProps,
  type LoadingStateProps,
} from './components/states';
export {
  AlertIcon,
  AssignmentIcon,
  BellIcon,
  ChartIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  HomeIcon,
  ListIcon,
  LogoutIcon,
  MenuIcon,
  PaletteIcon,
  UserIcon,
  UsersIcon,
} from './icons/icons';

// Chakra v3, by name. Each needs its recipe registered in theme/system.ts.
export {
  // layout
  Box,
  Center,
  Container,
  Flex,
  Grid,
  GridItem,
  HStack,
  SimpleGrid,
  Spacer,
  Stack,
  VStack,
  chakra,
  // typography & media
  Heading,
  Text,
  Link,
  Image,
  Icon,
  VisuallyHidden,
  SkipNavLink,
  SkipNavContent,
  // actions & form
  Button,
  IconButton,
  CloseButton,
  Input,
  InputGroup,
  Textarea,
  NativeSelect,
  Field,
  Fieldset,
  // feedback
  Alert,
  Badge,
  Skeleton,
  SkeletonCircle,
  SkeletonText,
  Spinner,
  // data display
  Card,
  Separator,
  Table,
  // hooks
  useBreakpointValue,
  useMediaQuery,
  useDisclosure,
} from '@chakra-ui/react';

export type {
  BoxProps,
  ButtonProps,
  FlexProps,
  HeadingProps,
  IconButtonProps,
  IconProps,
  InputProps,
  LinkProps,
  StackProps,
  TextProps,
  TextareaProps,
  HTMLChakraProps,
} from '@chakra-ui/react';
