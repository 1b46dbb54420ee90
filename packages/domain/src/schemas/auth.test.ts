import { createLoginSchema, createUserSchema, createUserUpdateSchema } from './auth';

describe('login schema', () => {
  it('requires a valid e-mail and a password of at least 6 characters', async () => {
    const schema = createLoginSchema();
    await expect(schema.validate({ email: 'x', password: '123' }, { abortEarly: false })).rejects.toMatchObject({
      errors: ['Debe colocar un correo electrónico válido', 'La contraseña debe tener al menos 6 caracteres'],
    });
    await expect(schema.isValid({ email: 'a@b.cl', password: '123456' })).resolves.toBe(true);
  });
});

describe('user update schema', () => {
  it('keeps the password optional but at least 6 characters when given', async () => {
    const base = {
      uuid: '3f0e4c52-6d7c-4f4b-9a51-2f0b9d0e8c11',
      email: 'a@b.cl',
      firstName: 'Ana',
      lastName: 'Soto',
      profileCode: 'OPERATOR',
      phone: '912345678',
      rut: '12.345.678-5',
      realAddress: '',
    };
    const schema = createUserUpdateSchema();
    await expect(schema.isValid(base)).resolves.toBe(true);
    await expect(schema.isValid({ ...base, password: '' })).resolves.toBe(true);
    await expect(schema.isValid({ ...base, password: '123' })).resolves.toBe(false);
    await expect(schema.isValid({ ...base, profileCode: 'ROOT' })).resolves.toBe(false);
  });
});

describe('user phone', () => {
  const user = { email: 'a@b.cl', firstName: 'Ana', lastName: 'Soto', profileCode: 'OPERATOR', rut: '12.345.678-5', realAddress: '' };
  it('takes the phone as a reporter types it and keeps its digits, as the event form does', async () => {
    const schema = createUserSchema();
    await expect(schema.validate({ ...user, phone: '+56 9 1234 5678' })).resolves.toMatchObject({ phone: '56912345678' });
    await expect(schema.validate({ ...user, phone: '(56) 9-1234.5678' })).resolves.toMatchObject({ phone: '56912345678' });
    await expect(schema.validate({ ...user, phone: '+56 9 abcd' })).rejects.toMatchObject({
      errors: ['Solo se permiten caracteres numéricos'],
    });
  });
});
