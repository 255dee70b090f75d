// Semi-boarding (BanTru): meal periods and subscriptions, lunch cancellations with a cut-off, kitchen counts and refunds.
export { banTruRoutes } from './ban-tru.routes';
