// The chatbot: the floating button of the shell (loaded lazily by it; the window loads on the first click) and the
// document pages of its knowledge base.

export { ChatBotLauncher } from './components/chat-bot-launcher';
