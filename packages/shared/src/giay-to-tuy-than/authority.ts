import { routeAuthority } from '../routes';

/** Identity documents: HR's screen manages everyone's; any staff member reads their own (the staff profile group). */
export const giayToAuthority = {
  nhanSu: routeAuthority('/quanlynhansu/visapassportworkpermit'),
  cuaToi: routeAuthority('/hoSoCuaToi'),
};
