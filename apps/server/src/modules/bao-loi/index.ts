// Bug reports (BaoLoi): staff report what went wrong with a screenshot; Admin moves each report on and the reporter hears.
export { baoLoiRoutes } from './bao-loi.routes';
