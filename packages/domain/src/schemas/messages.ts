// Validation messages. The rules live in the schemas; the words are injectable so the UI can show
// them in the active language while the server answers with the Spanish defaults (SPEC §5).

export interface ValidationMessages {
  required: string;
  email: string;
  maxLength: (max: number) => string;
  fullNameMax: string;
  digitsOnly: string;
  lettersAndSpaces: string;
  alphanumeric: string;
  rutFormat: string;
  addressFormat: string;
  orientationRequired: string;
  kilometerMin: (min: number) => string;
  kilometerMax: (max: number) => string;
  number: string;
  dateInFuture: string;
  date: string;
  passwordMin: (min: number) => string;
  passwordsMatch: string;
  oneOf: string;
  slaMax: (max: number) => string;
  slaOrder: string;
  closeReasonRequired: string;
  rutCheckDigit: string;
}

/**
 * The Spanish words, with `{{name}}` where a number goes (i18next's interpolation): the one source
 * of both SPANISH_MESSAGES below and the i18n package's Spanish `validation` texts.
 */
export const SPANISH_VALIDATION_TEXTS = {
  required: 'Este campo es requerido',
  email: 'Debe colocar un correo electrónico válido',
  maxLength: 'Máximo {{max}} caracteres',
  fullNameMax: 'La longitud maxima es de 100 caracteres',
  digitsOnly: 'Solo se permiten caracteres numéricos',
  lettersAndSpaces: 'Solo se permiten letras y espacios',
  alphanumeric: 'Solo se permiten letras y números',
  rutFormat: 'Solo se permiten letras, números, guiones y puntos',
  addressFormat: 'Solo se permiten letras, números, tildes, guiones, puntos, comas y espacios',
  orientationRequired: 'La orientación es requerida',
  kilometerMin: 'El kilometro minimo debe ser igual o mayor que {{min}}',
  kilometerMax: 'El kilometro máximo es hasta {{max}}',
  number: 'Debe ser un número',
  dateInFuture: 'La fecha no puede estar en el futuro',
  date: 'Debe ser una fecha válida',
  passwordMin: 'La contraseña debe tener al menos {{min}} caracteres',
  passwordsMatch: 'Las contraseñas no coinciden',
  oneOf: 'Valor no permitido',
  slaMax: 'Máximo {{max}} minutos',
  slaOrder: 'El plazo de cierre no puede ser menor que el de toma',
  closeReasonRequired: 'Indique el motivo de cierre',
  rutCheckDigit: 'El RUT no es válido: revise el dígito verificador',
} satisfies Record<keyof ValidationMessages, string>;

const T = SPANISH_VALIDATION_TEXTS;
/** A text's `{{name}}` filled with the number. */
const withNumber = (text: string, name: string) => (value: number) => text.replace(`{{${name}}}`, String(value));

export const SPANISH_MESSAGES: ValidationMessages = {
  ...T,
  maxLength: withNumber(T.maxLength, 'max'),
  kilometerMin: withNumber(T.kilometerMin, 'min'),
  kilometerMax: withNumber(T.kilometerMax, 'max'),
  passwordMin: withNumber(T.passwordMin, 'min'),
  slaMax: withNumber(T.slaMax, 'max'),
};
