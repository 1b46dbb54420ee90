// Issue 40: a reveal's answer and one access-log row, as the client and the server see them.
import type { Static } from '@sinclair/typebox';
import type { PersonalDataAccessShape, RevealedPersonalDataShape } from '../shapes/privacy-access';

export type RevealedPersonalData = Static<typeof RevealedPersonalDataShape>;
export type PersonalDataAccessEntry = Static<typeof PersonalDataAccessShape>;
