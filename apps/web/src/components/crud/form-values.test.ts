import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { FieldSpec } from './crud-config';
import { defaultFormValues, toApiInput, toFormValues } from './form-values';

const fields: FieldSpec[] = [
  { name: 'tenPhong', label: 'l', type: 'text', required: true },
  { name: 'moTa', label: 'l', type: 'text' },
  { name: 'toaNhaId', label: 'l', type: 'select', formOnly: true },
  { name: 'tangId', label: 'l', type: 'select' },
  { name: 'capHoc', label: 'l', type: 'multiSelect', defaultValue: [] },
  { name: 'ngayBatDau', label: 'l', type: 'date' },
  { name: 'sucChua', label: 'l', type: 'number' },
];

describe('form values', () => {
  it('maps the form to the API input: form-only fields dropped, dates as ISO days, cleared values explicit', () => {
    expect(
      toApiInput(fields, {
        tenPhong: '  A101 ',
        moTa: undefined,
        toaNhaId: 3,
        tangId: undefined,
        ngayBatDau: dayjs('2027-09-05'),
        sucChua: 0,
      }),
    ).toEqual({ tenPhong: 'A101', moTa: '', tangId: null, capHoc: [], ngayBatDau: '2027-09-05', sucChua: 0 });
  });

  it('maps a record to the form: dates as dayjs, nulls left out so inputs show empty', () => {
    const values = toFormValues(fields, { tenPhong: 'A1', moTa: null, toaNhaId: 2, ngayBatDau: '2027-01-18' });
    expect(values).toMatchObject({ tenPhong: 'A1', toaNhaId: 2 });
    expect('moTa' in values).toBe(false);
    expect(dayjs.isDayjs(values.ngayBatDau) && (values.ngayBatDau as dayjs.Dayjs).format('DD/MM/YYYY')).toBe(
      '18/01/2027',
    );
  });

  it('starts a new record from the declared defaults', () => {
    expect(defaultFormValues(fields)).toEqual({ capHoc: [] });
  });
});
