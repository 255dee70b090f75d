// Staff chat: the Socket.IO hub with presence (Redis across instances), conversations, messages and attachments.
export { chatHubOf, chatRoutes } from './chat.routes';
