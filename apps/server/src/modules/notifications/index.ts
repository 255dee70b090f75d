// In-app notifications: what a user is told (leave decisions, …), listed and marked read.
export { notificationRoutes } from './notifications.routes';
export * from './notifications.service';
