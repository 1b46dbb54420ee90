// This package's Spanish texts come with its code, not in the shell's first load (decision 015):
// index.ts is marked as having side effects so that this runs whenever the package is imported.
import { addTexts } from '@vigia/i18n';
import texts from '@vigia/i18n/locales/es/works';

addTexts('works', texts);

export { WorksScreen } from './works-screen';
