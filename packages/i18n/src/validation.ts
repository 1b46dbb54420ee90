// The forms' validation words come with the forms, not in every page's first load: importing this
// entry adds the Spanish `validation` namespace (as a feature package adds its texts), then the
// forms build their messages from the active language. It reaches the one i18next instance through
// the package's name: a relative import would give each app's bundle its own copy.
import { addTexts } from '@vigia/i18n';
import texts from './locales/es/validation';

addTexts('validation', texts);

export { createValidationMessages } from './validation-messages';
