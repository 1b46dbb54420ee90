import { ROLES } from './constants';
import {
  isMaskedValue,
  maskDocument,
  maskEmail,
  maskName,
  maskPersonalData,
  maskPhone,
  maskPlate,
  PERSONAL_DATA_ACCESS,
  unmaskedFieldsFor,
} from './personal-data';

const ticket = {
  id: 7,
  fullName: 'Juan Pérez Soto',
  email: 'juan.perez@gmail.com',
  phone: '+56 9 8765 4321',
  rut: '12.345.678-5',
  documentKind: 'RUT' as const,
  patente: 'BBCL12',
  realAddress: 'Los Aromos 123, Osorno',
  injured: true,
};

describe('masking keeps the shape of each value', () => {
  it('masks a name: three letters of the first word, the initial of the others', () => {
    expect(maskName('Juan Pérez')).toBe('Jua• P••••');
    expect(maskName('  Ana  ')).toBe('An•');
  });
  it('masks an e-mail but its domain', () => expect(maskEmail('juan.perez@gmail.com')).toBe('•••••@gmail.com'));
  it('keeps the last 3 digits of a phone, its separators in place', () => expect(maskPhone('+56 9 8765 4321')).toBe('+•• • •••• •321'));
  it('keeps the last 4 characters of a RUT', () => expect(maskDocument('12.345.678-5')).toBe('••.•••.678-5'));
  it('keeps the first 2 characters of a plate', () => expect(maskPlate('BBCL12')).toBe('BB••••'));
});

describe('maskPersonalData', () => {
  it('gives the control room everything as stored', () => {
    for (const role of ['OPERATOR', 'SUPERVISOR'] as const) {
      expect(maskPersonalData(ticket, role)).toEqual({ ...ticket, personalDataMasked: false });
    }
  });
  it('masks identity for a driver but shows injured (it acts on them)', () => {
    const out = maskPersonalData(ticket, 'DRIVER');
    expect(out).toMatchObject({ id: 7, fullName: 'Jua• P•••• S•••', email: '•••••@gmail.com', patente: 'BB••••', injured: true });
    expect(out.realAddress).toBe('•••');
    expect(out.personalDataMasked).toBe(true);
  });
  it('hides injured and masks identity for the inspector and the administrator', () => {
    for (const role of ['INSPECTOR', 'ADMIN'] as const) {
      const out = maskPersonalData(ticket, role);
      expect(out.injured).toBe(false);
      for (const field of ['fullName', 'email', 'phone', 'rut', 'patente', 'realAddress'] as const) {
        expect(isMaskedValue(out[field])).toBe(true);
        expect(typeof out[field]).toBe('string');
      }
    }
  });
  it('leaves empty values empty (nothing to tell)', () => {
    const out = maskPersonalData({ ...ticket, email: '', rut: '', realAddress: '' }, 'ADMIN');
    expect(out).toMatchObject({ email: '', rut: '', realAddress: '' });
  });
  it('has a rule for every role, and names what each reads unmasked', () => {
    for (const role of ROLES) expect(PERSONAL_DATA_ACCESS[role]).toBeDefined();
    expect(unmaskedFieldsFor('INSPECTOR')).toEqual([]);
    expect(unmaskedFieldsFor('DRIVER')).toEqual(['injured']);
    expect(unmaskedFieldsFor('OPERATOR')).toContain('rut');
  });
});
