import { createEventSchema, createReportSchema } from './event';

const event = {
  email: 'juan@example.cl',
  patente: 'ABCD12',
  realAddress: '',
  kilometer: 455,
  phone: '987654321',
  sector: 'Centro',
  commune: 'Cabrero',
  fullName: 'Juan Pérez',
  rut: '12.345.678-5',
  description: '<p>Choque</p>',
  dateEvent: new Date(Date.now() - 60_000).toISOString(),
  category: 'ACC',
  subcategory: 11,
  classificationId: 111,
  orientation: 'NORTH',
};

describe('createReportSchema (POST /api/ticket)', () => {
  it('takes an optional boolean injured on top of the event’s rules', async () => {
    await expect(createReportSchema().validate({ ...event, injured: true })).resolves.toMatchObject({ injured: true });
    await expect(createReportSchema().validate(event)).resolves.not.toHaveProperty('injured', true);
    await expect(createReportSchema().validate({ ...event, kilometer: 300 })).rejects.toThrow(
      'El kilometro minimo debe ser igual o mayor que 450',
    );
  });

  it('refuses anything but a boolean', async () => {
    await expect(createReportSchema().validate({ ...event, injured: 'sí' })).rejects.toThrow('Valor no permitido');
    await expect(createReportSchema().validate({ ...event, injured: 1 })).rejects.toThrow('Valor no permitido');
  });

  it('leaves the event’s own schema (updates) without it', () => {
    expect(Object.keys(createEventSchema().fields)).not.toContain('injured');
  });
});
