// Notifications: the header's bell with the signed-in user's unread notifications.

export { NotificationBell } from './components/notification-bell';
