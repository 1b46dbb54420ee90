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

export const SPANISH_MESSAGES: ValidationMessages = {
  required: 'Este campo es requerido',
  email: 'Debe colocar un correo electrónico válido',
  maxLength: (max) => `Máximo ${max} caracteres`,
  fullNameMax: 'La longitud maxima es de 100 caracteres',
  digitsOnly: 'Solo se permiten caracteres numéricos',
  lettersAndSpaces: 'Solo se permiten letras y espacios',
  alphanumeric: 'Solo se permiten letras y números',
  rutFormat: 'Solo se permiten letras, números, guiones y puntos',
  addressFormat: 'Solo se permiten letras, números, tildes, guiones, puntos, comas y espacios',
  orientationRequired: 'La orientación es requerida',
  kilometerMin: (min) => `El kilometro minimo debe ser igual o mayor que ${min}`,
  kilometerMax: (max) => `El kilometro máximo es hasta ${max}`,
  number: 'Debe ser un número',
  dateInFuture: 'La fecha no puede estar en el futuro',
  date: 'Debe ser una fecha válida',
  passwordMin: (min) => `La contraseña debe tener al menos ${min} caracteres`,
  passwordsMatch: 'Las contraseñas no coinciden',
  oneOf: 'Valor no permitido',
  slaMax: (max) => `Máximo ${max} minutos`,
  slaOrder: 'El plazo de cierre no puede ser menor que el de toma',
  closeReasonRequired: 'Indique el motivo de cierre',
  rutCheckDigit: 'El RUT no es válido: revise el dígito verificador',
};
