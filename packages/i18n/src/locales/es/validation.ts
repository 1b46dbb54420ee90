// The domain's Spanish validation texts: the server answers with the same words (SPEC §5).
import { SPANISH_VALIDATION_TEXTS } from '@vigia/domain/validation-texts';

export default SPANISH_VALIDATION_TEXTS;
