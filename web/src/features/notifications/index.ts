/** What the app uses of notifications: the bell in the navigation. */
export { NotificationBell } from './components/notification-bell';
