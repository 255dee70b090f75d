// Identity documents (GiayToTuyThan): foreign staff's passports, visas, residence cards and work permits, with expiry alerts.
export { giayToTuyThanRoutes } from './giay-to-tuy-than.routes';
