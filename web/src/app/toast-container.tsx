// What draws the toasts, loaded with the first one (app/toasts.tsx): Mantine's container, its
// transitions and its styles.
import '@mantine/notifications/styles.layer.css';

export { Notifications as default } from '@mantine/notifications';
