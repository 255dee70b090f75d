import { z } from 'zod';

// Fields shared by the diem-vn contracts (not exported from the package).

export const zTerm = z.coerce
  .number({ message: 'diemVn.hocKy.invalid' })
  .int({ message: 'diemVn.hocKy.invalid' })
  .min(1, { message: 'diemVn.hocKy.invalid' })
  .max(2, { message: 'diemVn.hocKy.invalid' });
export const zDbId = z.coerce.number().int().positive().max(2_147_483_647);
